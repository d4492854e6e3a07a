import type { FastifyReply } from 'fastify';
import type { CalendarFile } from '../../../date-planner/plan-calendar-file';

/** An .ics answer that calendar apps open and browsers save under the plan's name. */
export function sendCalendar(reply: FastifyReply, file: CalendarFile) {
  return reply
    .header('content-type', 'text/calendar; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(file.body);
}
