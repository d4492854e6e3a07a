import type { Draft, Finding } from '../draft';
import type { LogisticsIssue } from './logistics';

/**
 * What the logistics checker could not mend becomes a finding, once per check and stop, so the plan's
 * first tips say it. Findings from an earlier check of the same plan are replaced, not repeated.
 */
export function withLogisticsFindings(draft: Draft, issues: LogisticsIssue[]): Draft {
  const kept = draft.findings.filter((finding) => finding.type !== 'logistics');
  const seen = new Set<string>();
  const added: Finding[] = [];
  for (const issue of issues) {
    const key = `${issue.check}:${issue.stop ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    added.push({ type: 'logistics', check: issue.check, stop: issue.stop });
  }
  if (!added.length && kept.length === draft.findings.length) return draft;
  return { ...draft, findings: [...kept, ...added] };
}
