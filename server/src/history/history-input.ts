/** What a branch of POST /curable/candidatehistory (BEHAVIOUR §7.1) needs besides its body (HistoryBody). */
export interface HistoryContext {
  hospitalId: number;
  login: string;
  candidateId: number;
}
