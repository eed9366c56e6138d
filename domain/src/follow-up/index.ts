/** Follow-up of every referral: its states, moves and due-date rule (docs/follow-up.md). */
export * from './follow-up';
export * from './record.rules';
