/** What a branch of POST /curable/candidatehistory (docs/api.md §7.1) needs besides its body (HistoryBody). */
export interface HistoryContext {
  hospitalId: number;
  login: string;
  candidateId: number;
  /** Who records it and India's calendar day (the follow-up a result opens or moves). */
  employeeId: number;
  now: Date;
  today: string;
}
