/**
 * A deliberate refusal (the database is missing, another process holds it, a weak password…): its message is
 * meant for the person at the console and is printed without a stack trace.
 */
export class Refusal extends Error {
  override name = 'Refusal';
}
