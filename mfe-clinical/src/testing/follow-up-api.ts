/**
 * Follow-ups as the suite's server answers them (routes.followUpList, followUpCounts, followUpRecord): every key of
 * the answer, lists filtered by window as the server does, and a recorded call answered with the follow-up as sent.
 */
import type { FollowUp, FollowUpRecordBody } from '@screening/shared';
import { refusal, type ApiTestServer } from '@screening/shared/testing';
import {
  addDays,
  applyFollowUpMove,
  daysOverdue,
  DEFAULT_FOLLOW_UP_SETTINGS,
  isMoveRefusal,
  isOpenFollowUp,
  type FollowUpMove,
} from '@screening/domain/follow-up';
import { today } from '../follow-up/days';

/** The signed-in nurse of clinical-session.ts, who records the calls. */
const NURSE = 'Kavitha Ramesh';

/** A referral of Meena's breast screening at Clinic 7, due 5 days ago, never called. */
export function followUp(id: number, name: string, extra: Partial<FollowUp> = {}): FollowUp {
  const now = today();
  return {
    id,
    candidateId: 500 + id,
    registrationId: `1203045001${String(500 + id).padStart(6, '0')}`,
    name,
    mobileNo: `98400${String(500 + id).padStart(5, '0')}`,
    campId: 7,
    campName: 'Clinic 7',
    disease: 'breast',
    urgency: 'URGENT',
    reasons: ['USG breast'],
    referredOn: addDays(now, -19),
    dueDate: addDays(now, -5),
    daysOverdue: 5,
    state: 'DUE',
    unansweredCalls: 0,
    attendedDate: null,
    hospital: null,
    finding: null,
    treatmentDate: null,
    lostReason: null,
    events: [{ kind: 'opened', outcome: null, date: null, note: null, at: `${addDays(now, -19)}T05:30:00.000Z`, by: null }],
    ...extra,
  };
}

/**
 * Answers the list (by window, search and page, most overdue first), the counts and a recorded move over `items`
 * (changed by the move as the server's rule changes it, so a list read again shows it).
 */
export function serveFollowUps(server: ApiTestServer, items: FollowUp[]): void {
  server.on('POST', '/api/curable/followUp/list', ({ body }) => {
    const window = String(body.window ?? 'DUE_SOON');
    const search = String(body.search ?? '').toLowerCase();
    const size = Number(body.size ?? 25);
    const page = Number(body.page ?? 0);
    const found = items
      .filter((f) =>
        window === 'CLOSED' || window === 'LOST'
          ? f.state === window
          : isOpenFollowUp(f.state) && (window === 'OPEN' || f.dueDate <= addDays(today(), 7)),
      )
      .filter((f) => [f.name ?? '', f.registrationId, f.mobileNo ?? ''].some((v) => v.toLowerCase().includes(search)))
      .sort((a, b) => b.daysOverdue - a.daysOverdue);
    return { status: 200, body: { items: found.slice(page * size, (page + 1) * size), total: found.length, page, size } };
  });
  server.on('GET', '/api/curable/followUp/counts', () => ({
    status: 200,
    body: {
      overdue: items.filter((f) => isOpenFollowUp(f.state) && f.daysOverdue > 0).length,
      dueThisWeek: items.filter((f) => isOpenFollowUp(f.state) && f.daysOverdue === 0).length,
    },
  }));
  server.on('POST', '/api/curable/followUp/record', ({ body }) => {
    const record = body as unknown as FollowUpRecordBody;
    const index = items.findIndex((f) => f.id === record.followUpId);
    if (index < 0) return refusal(404, 'FOLLOW_UP_NOT_FOUND', { id: record.followUpId });
    const found = items[index];
    const now = today();
    const move = { ...record, treatmentStarted: record.treatmentStarted ?? null } as unknown as FollowUpMove;
    const next = applyFollowUpMove(found, move, {
      today: now,
      referredOn: found.referredOn,
      settings: DEFAULT_FOLLOW_UP_SETTINGS,
    });
    if (isMoveRefusal(next)) {
      if (next.refused === 'FOLLOW_UP_MOVE_NOT_ALLOWED') return refusal(409, next.refused, { state: found.state }, next.field);
      if (next.refused === 'FOLLOW_UP_DATE_OUT_OF_RANGE')
        return refusal(400, next.refused, { earliest: now, latest: addDays(now, 180) }, next.field);
      return refusal(400, next.refused, next.refused === 'FIELD_REQUIRED' ? { field: next.field } : undefined, next.field);
    }
    const date = record.visitDate ?? record.nextCallDate ?? record.date ?? record.treatmentStarted ?? null;
    const event = { kind: record.kind, outcome: record.outcome ?? null, date, note: record.note ?? null, by: NURSE };
    items[index] = {
      ...found,
      ...next,
      daysOverdue: daysOverdue(next.dueDate, now),
      events: [{ ...event, at: new Date().toISOString() }, ...found.events].slice(0, 5),
    };
    return { status: 200, body: items[index] };
  });
}
