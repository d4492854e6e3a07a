import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { FORGOT_PASSWORD_SENT } from '../../auth/account-email-service';
import { MAIL_PER_RECIPIENT } from '../../mail/recipient-limit';
import { bearer, createTestApp, signUpSettledMember, type TestContext } from '../../testing/test-app';

/**
 * Issue 34 item 3: however many clients ask, one address receives at most a few messages an hour,
 * and the requests beyond that answer exactly as before, so nothing can be learned from them.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let counter = 0;
const uniqueEmail = (label: string) => `${label}-${process.pid}-${Date.now()}-${(counter += 1)}@example.com`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mailsTo = (to: string, subject?: string) =>
  ctx.mail.sent.filter((mail) => mail.to === to && (subject === undefined || mail.subject === subject));

/** Mail goes out after the response; waits until nothing new has been sent for a while. */
async function mailSettled() {
  let seen = -1;
  while (seen !== ctx.mail.sent.length) {
    seen = ctx.mail.sent.length;
    await sleep(500);
  }
}

const statusesAndBodies = (responses: LightMyRequestResponse[]) =>
  new Set(responses.map((response) => `${response.statusCode} ${response.body}`));

describe('mail limits per recipient', () => {
  it('120 password resets asked from 12 addresses send 5 e-mails, and every answer is the usual one', async () => {
    const victim = uniqueEmail('victim');
    await signUpSettledMember(ctx, victim);
    const responses: LightMyRequestResponse[] = [];
    for (let address = 0; address < 12; address += 1) {
      for (let i = 0; i < 10; i += 1) {
        responses.push(
          await ctx.app.inject({
            method: 'POST',
            url: '/v1/auth/forgot-password',
            payload: { email: victim },
            remoteAddress: `10.95.${address}.1`,
          }),
        );
      }
    }
    await mailSettled();
    expect(statusesAndBodies(responses)).toEqual(
      new Set([`200 ${JSON.stringify({ message: FORGOT_PASSWORD_SENT })}`]),
    );
    // The sign-up's verification mail was the first of the hour's five.
    expect(mailsTo(victim, 'Reset your Datecraft password')).toHaveLength(MAIL_PER_RECIPIENT.limit - 1);
    expect(mailsTo(victim)).toHaveLength(MAIL_PER_RECIPIENT.limit);
  });

  it('three accounts asking 30 e-mail changes to one third-party address send it 5 confirmations', async () => {
    const bystander = uniqueEmail('bystander');
    const responses: LightMyRequestResponse[] = [];
    const members = [];
    for (let m = 0; m < 3; m += 1) {
      const email = uniqueEmail(`sender-${m}`);
      members.push({ email, member: await signUpSettledMember(ctx, email) });
    }
    for (const { member } of members) {
      for (let i = 0; i < 10; i += 1) {
        responses.push(
          await ctx.app.inject({
            method: 'PATCH',
            url: '/v1/auth/update',
            headers: bearer(member.token.access_token),
            payload: {
              first_name: 'Ada',
              last_name: 'Lovelace',
              email: bystander,
              current_password: member.password,
            },
            remoteAddress: `10.96.${i}.1`,
          }),
        );
      }
    }
    await mailSettled();
    expect(responses.map((response) => response.statusCode)).toEqual(Array.from({ length: 30 }, () => 200));
    expect(mailsTo(bystander)).toHaveLength(MAIL_PER_RECIPIENT.limit);
    // Each account's own address hears of its changes within the same limit (one verification before).
    for (const { email } of members) expect(mailsTo(email)).toHaveLength(MAIL_PER_RECIPIENT.limit);
  });

  it('counts every kind of message to an address together', async () => {
    const email = uniqueEmail('mixed');
    const member = await signUpSettledMember(ctx, email);
    for (let i = 0; i < 3; i += 1) {
      const resend = await ctx.app.inject({
        method: 'POST',
        url: '/v1/auth/resend-verification',
        headers: bearer(member.token.access_token),
      });
      expect(resend.statusCode).toBe(200);
    }
    for (let i = 0; i < 3; i += 1) {
      await ctx.app.inject({
        method: 'POST',
        url: '/v1/auth/forgot-password',
        payload: { email },
        remoteAddress: `10.97.${i}.1`,
      });
    }
    await mailSettled();
    expect(mailsTo(email)).toHaveLength(MAIL_PER_RECIPIENT.limit);
  });
});
