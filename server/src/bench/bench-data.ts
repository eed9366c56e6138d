/**
 * The benchmark's data: the demo world (4 clinics, staff, participants at every stage with results and history),
 * multiplied inside the database to N participants over about one clinic per 4,000 participants. Copies keep the
 * demo's proportions and dates; they get their own clinics (own clinic IDs and staff), given names drawn as often
 * as they are given in Tamil Nadu (FIRST_NAME_SLOTS), mobile numbers, and Registration IDs in the real format (clinic
 * ID + street + running number), with each clinic's counter set so that new enrolments continue the numbering.
 */
import { sql } from 'drizzle-orm';
import { selectRows } from '../db/rows.js';
import type { Db, DbOrTx } from '../db/types.js';
import { auditRecordsWithoutRows } from '../audit/records-audit.js';
import { vacuumTables } from '../ops/housekeeping.js';

/**
 * Given names as they fall in Tamil Nadu: a few shared by very many (the n-th most common about 60 / n^0.8 slots of
 * every 728, so the first is about 8% of participants and names starting "Kav" about 12%), then a long tail of names
 * each rare. A search of a common name's first letters must meet thousands; that is the shape the worklists are
 * measured on.
 */
const COMMON_FIRST_NAMES = (
  'Kavitha Lakshmi Meena Kaviya Selvi Saraswathi Revathi Malathi Kaveri Jayanthi Parvathi Anitha Deepa Gomathi ' +
  'Kamala Latha Nirmala Padma Radha Shanthi Sumathi Thenmozhi Uma Valli Yamuna Amudha Bhuvana Chitra Devi Eswari'
).split(' ');
const TAIL_STARTS = 'Ar Bha Cha Dha Ela Ga Ha Ja Ma Na Pa Ra Sa Tha Va Ya Kal Sel Pon Ish'.split(' ');
const TAIL_ENDS = 'vathi mathi selvi rani priya lakshmi devi nila mozhi kala rasi vani sri malar kodi thi ya ni shree ja'.split(
  ' ',
);

/** One slot per share: a participant's given name is the slot her id falls on. */
export const FIRST_NAME_SLOTS: readonly string[] = [
  ...COMMON_FIRST_NAMES.flatMap((name, rank) => Array<string>(Math.round(60 / (rank + 1) ** 0.8)).fill(name)),
  ...TAIL_STARTS.flatMap((start) => TAIL_ENDS.map((end) => `${start}${end}`)),
];
const FAMILY_NAMES = (
  'Murugesan Kumar Pandian Selvam Raghavan Subramanian Ramesh Krishnan Venkatesan Rajendran Pillai ' +
  'Balaji Kannan Sundaram Natarajan Arumugam Chandran Govindan Iyer Jeyaraman Kandasamy Lingam Mani ' +
  'Nagarajan Palani Ramasamy Sekar Thangavel Velu Yesudas'
).split(' ');

/** The participant-level tables copied with their candidate, and the id column each hangs on. */
const PARTICIPANT_TABLES = ['candidate_habit', 'candidate_medical_details', 'candidate_test', 'candidate_history'] as const;

/** A referral's follow-up and its calls, copied with their participant's test. */
const FOLLOW_UP_TABLES = ['follow_up', 'follow_up_event'] as const;

const textArray = (values: string[]) => `array[${values.map((v) => `'${v}'`).join(',')}]`;

async function columnsOf(db: DbOrTx, table: string): Promise<string[]> {
  const rows = await selectRows<{ column_name: string }>(
    db,
    // Generated columns (the reports' answers) are computed by the database for the copies too.
    sql`select column_name from information_schema.columns where table_schema = 'public' and table_name = ${table}
        and is_generated = 'NEVER' order by ordinal_position`,
  );
  return rows.map((r) => r.column_name);
}

const maxId = async (db: DbOrTx, table: string): Promise<number> =>
  (await selectRows<{ n: number }>(db, sql`select coalesce(max(id), 0)::int as n from ${sql.identifier(table)}`))[0].n;

/** INSERT … SELECT of every column, with some replaced by expressions over the source row `s` and the copy `k` (from…to). */
async function copyRows(db: DbOrTx, table: string, from: number, to: number, where: string, replace: Record<string, string>) {
  const columns = await columnsOf(db, table);
  const list = columns.map((c) => `"${c}"`).join(', ');
  const values = columns.map((c) => replace[c] ?? `s."${c}"`).join(', ');
  await db.execute(
    sql.raw(
      `insert into "${table}" (${list}) overriding system value
       select ${values} from "${table}" s cross join generate_series(${from}, ${to}) k where ${where}`,
    ),
  );
}

export interface BenchData {
  participants: number;
  clinics: number;
  candidateRows: number;
  testRows: number;
  historyRows: number;
  followUps: number;
  auditRows: number;
}

export async function countBenchData(db: DbOrTx): Promise<BenchData> {
  const [row] = await selectRows<BenchData>(
    db,
    sql`select (select count(*) from candidate where parent_candidate_id is null)::int as participants,
               (select count(*) from camp)::int as clinics,
               (select count(*) from candidate)::int as "candidateRows",
               (select count(*) from candidate_test)::int as "testRows",
               (select count(*) from candidate_history)::int as "historyRows",
               (select count(*) from follow_up)::int as "followUps",
               (select count(*) from audit_log)::int as "auditRows"`,
  );
  return row;
}

/** Above this many participants a database is not the demo any more: the benchmark does not add to it. */
const NOT_THE_DEMO = 1000;

/** The tables as the server keeps them (hourly on the embedded database; autovacuum on PostgreSQL), not as just loaded. */
async function vacuum(db: Db, log: (line: string) => void): Promise<void> {
  const { tables, ms } = await vacuumTables(db);
  log(`Vacuumed and analysed ${tables} tables in ${(ms / 1000).toFixed(1)} s`);
}

/** Every table the copies add rows to, in the order they are copied. */
const COPIED_TABLES = ['camp', 'camp_staff', 'candidate', ...PARTICIPANT_TABLES, ...FOLLOW_UP_TABLES] as const;

/**
 * A generation's plan and how far it got, kept in the database it fills: a million participants take the best part
 * of an hour, and a run stopped half-way goes on from its last whole batch rather than starting again.
 */
interface GenerationPlan {
  participants: number;
  demoParticipants: number;
  /** Copies of the demo's participants, numbered 1…copies. */
  copies: number;
  clinicCopies: number;
  /** How far each copy's enrolments are moved back in time. */
  minutesPerCopy: number;
  /** Each table's largest id in the demo: copy k of a row has id + k × stride. */
  stride: Record<(typeof COPIED_TABLES)[number], number>;
}
const PROGRESS_TABLE = sql.identifier('bench_generation');

interface Progress {
  plan: GenerationPlan;
  /** Copies 1…done are in the database. */
  done: number;
  finished: boolean;
}

async function readProgress(db: DbOrTx): Promise<Progress | undefined> {
  await db.execute(
    sql`create table if not exists ${PROGRESS_TABLE} (id int primary key check (id = 1), plan jsonb not null,
        done int not null, finished boolean not null default false)`,
  );
  return (await selectRows<Progress>(db, sql`select plan, done, finished from ${PROGRESS_TABLE}`))[0];
}

/** Participants per transaction: big enough that the per-batch renumbering is a small part, small enough to resume. */
const BATCH_PARTICIPANTS = 50_000;

export interface GenerateOptions {
  /** Participants copied per transaction (BATCH_PARTICIPANTS). */
  batchParticipants?: number;
}

/**
 * Multiplies the demo (already seeded: see openInstalledDatabase) to about `participants` participants, a batch of
 * copies per transaction. A database that already holds that many is used as it is, so a large data set is generated
 * once and measured many times; one whose generation was stopped goes on where it stopped. Either way the tables are
 * left vacuumed and analysed, as a running server keeps them (housekeeping.ts).
 */
export async function generateBenchData(
  db: Db,
  participants: number,
  log: (line: string) => void = () => {},
  { batchParticipants = BATCH_PARTICIPANTS }: GenerateOptions = {},
): Promise<BenchData> {
  const counts = await countBenchData(db);
  let progress = await readProgress(db);
  if (progress?.finished !== false && counts.participants >= participants) {
    log(`Using the ${counts.participants} participants already there.`);
    // Earlier runs' enrolments, vacuumed as the server's hourly upkeep would have.
    await vacuum(db, log);
    return counts;
  }
  if (progress && !progress.finished) {
    log(
      `Going on with the generation of ${progress.plan.participants} participants after copy ${progress.done} of ${progress.plan.copies}…`,
    );
  } else {
    if (counts.participants === 0 || counts.participants > NOT_THE_DEMO || progress) {
      throw new Error(
        `The benchmark multiplies the demo data; this database holds ${counts.participants} participants: give it an empty one.`,
      );
    }
    progress = await planGeneration(db, counts, participants);
    log(
      `Multiplying the demo (${counts.participants} participants, ${counts.clinics} clinics) ${progress.plan.copies + 1}× over ${(progress.plan.clinicCopies + 1) * counts.clinics} clinics…`,
    );
  }
  const { plan } = progress;
  const perBatch = Math.max(1, Math.floor(batchParticipants / plan.demoParticipants));
  const started = Date.now();
  for (let from = progress.done + 1; from <= plan.copies; from += perBatch) {
    const to = Math.min(plan.copies, from + perBatch - 1);
    await db.transaction((tx) => copyParticipants(tx, plan, from, to));
    const left = (Date.now() - started) * ((plan.copies - to) / (to - progress.done));
    log(`Copies ${from}–${to} of ${plan.copies} written (about ${Math.round(left / 1000)} s left)`);
  }
  await db.transaction(async (tx) => {
    // The audit trail a server would have written for the copies (her view's timeline).
    await auditRecordsWithoutRows(tx);
    for (const table of COPIED_TABLES) {
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.identifier(table)}))`,
      );
    }
    await tx.execute(sql`update ${PROGRESS_TABLE} set finished = true`);
  });
  await vacuum(db, log);
  return countBenchData(db);
}

/** The plan and the copied clinics, in one transaction: a resumed run finds both or neither. */
async function planGeneration(db: Db, demo: BenchData, participants: number): Promise<Progress> {
  const copies = Math.max(0, Math.ceil(participants / demo.participants) - 1);
  const plan: GenerationPlan = {
    participants,
    demoParticipants: demo.participants,
    copies,
    clinicCopies: Math.max(0, Math.round(participants / 4000 / demo.clinics) - 1),
    // Four hours per copy up to 200,000 participants (about three years); past that the same three years, denser.
    minutesPerCopy: Math.max(1, Math.round(240 * Math.min(1, 200_000 / participants))),
    stride: Object.fromEntries(
      await Promise.all(COPIED_TABLES.map(async (t) => [t, await maxId(db, t)])),
    ) as GenerationPlan['stride'],
  };
  await db.transaction(async (tx) => {
    const { stride, clinicCopies } = plan;
    // Clinics: new clinic IDs ('9' + 6 digits, never a real state code) and their staff.
    await copyRows(tx, 'camp', 1, clinicCopies, `s.id <= ${stride.camp}`, {
      id: `s.id + k * ${stride.camp}`,
      name: `s.name || ' ' || k`,
      camp_id_prefix: `'9' || lpad((k * 100 + s.id)::text, 6, '0')`,
    });
    await copyRows(tx, 'camp_staff', 1, clinicCopies, `s.id <= ${stride.camp_staff}`, {
      id: `s.id + k * ${stride.camp_staff}`,
      camp_id: `s.camp_id + k * ${stride.camp}`,
    });
    await tx.execute(sql`insert into ${PROGRESS_TABLE} (id, plan, done) values (1, ${JSON.stringify(plan)}::jsonb, 0)`);
  });
  return { plan, done: 0, finished: false };
}

/** Copies from…to of the demo's participants with everything that hangs on them, numbered, and the progress moved on. */
async function copyParticipants(tx: DbOrTx, plan: GenerationPlan, from: number, to: number): Promise<void> {
  const { stride, clinicCopies } = plan;
  const campOf = (k: string) => `(${k} % ${clinicCopies + 1}) * ${stride.camp}`;
  // Participants: a temporary Registration ID keeps the street and the family suffix for the renumbering below.
  const newId = `(s.id + k * ${stride.candidate})::bigint`;
  await copyRows(tx, 'candidate', from, to, `s.id <= ${stride.candidate}`, {
    id: `s.id + k * ${stride.candidate}`,
    camp_id: `s.camp_id + ${campOf('k')}`,
    parent_candidate_id: `s.parent_candidate_id + k * ${stride.candidate}`,
    registraion_id: `'tmp' || (s.id + k * ${stride.candidate}) || ':' || s.registraion_id`,
    name: `(${textArray([...FIRST_NAME_SLOTS])})[1 + (${newId} * 7919) % ${FIRST_NAME_SLOTS.length}] || ' ' || (${textArray(FAMILY_NAMES)})[1 + (${newId} * 104729) % ${FAMILY_NAMES.length}]`,
    mobile_no: `case when s.mobile_no is null then null else '9' || lpad(((${newId} * 48271) % 1000000000)::text, 9, '0') end`,
    // Each copy enrolled a little before the last, so enrolment times are as distinct as in the field: lists ordered
    // newest first must not meet thousands of equal times.
    created_date: `s.created_date - make_interval(mins => k * ${plan.minutesPerCopy})`,
  });
  for (const table of PARTICIPANT_TABLES) {
    await copyRows(tx, table, from, to, `s.id <= ${stride[table]}`, {
      id: `s.id + k * ${stride[table]}`,
      candidate_id: `s.candidate_id + k * ${stride.candidate}`,
    });
  }

  // The foreign-key checks of the copies below plan on these statistics: a table last analysed while it held the
  // demo alone is taken for tiny, and each referral copied would scan every test.
  if (from === 1) await tx.execute(sql.raw(`analyze candidate, ${PARTICIPANT_TABLES.join(', ')}`));

  // Each copied referral is followed, with its calls.
  await copyRows(tx, 'follow_up', from, to, `s.id <= ${stride.follow_up}`, {
    id: `s.id + k * ${stride.follow_up}`,
    candidate_id: `s.candidate_id + k * ${stride.candidate}`,
    camp_id: `s.camp_id + ${campOf('k')}`,
    candidate_test_id: `s.candidate_test_id + k * ${stride.candidate_test}`,
  });
  await copyRows(tx, 'follow_up_event', from, to, `s.id <= ${stride.follow_up_event}`, {
    id: `s.id + k * ${stride.follow_up_event}`,
    follow_up_id: `s.follow_up_id + k * ${stride.follow_up}`,
  });

  // Registration IDs: each clinic's copies continue after its own numbers; family members follow their participant.
  // Only this batch's rows carry a temporary ID (an index of the copies' range keeps the scans to them).
  const batch = sql.raw(`between ${from * stride.candidate + 1} and ${(to + 1) * stride.candidate}`);
  await tx.execute(sql`
    update candidate c set registraion_id = n.prefix || substring(n.original from 8 for 3) || lpad((n.base + n.rn)::text, 6, '0')
    from (
      select c2.id, camp.camp_id_prefix as prefix, split_part(c2.registraion_id, ':', 2) as original,
             coalesce((select value from sequence_counter where kind = 'registration' and scope_id = c2.camp_id), 0) as base,
             row_number() over (partition by c2.camp_id order by c2.id) as rn
      from candidate c2 join camp on camp.id = c2.camp_id
      where c2.id ${batch} and c2.parent_candidate_id is null
    ) n
    where c.id = n.id`);
  await tx.execute(sql`
    update candidate f set registraion_id = p.registraion_id || substring(f.registraion_id from '_[A-Z]$')
    from candidate p where f.parent_candidate_id = p.id and f.id ${batch}`);
  await tx.execute(sql`
    insert into sequence_counter (kind, scope_id, value, created_by)
    select 'registration', camp_id, max(right(registraion_id, 6)::int), 'bench'
    from candidate where parent_candidate_id is null and camp_id is not null and id ${batch} group by camp_id
    on conflict (kind, scope_id) do update set value = greatest(sequence_counter.value, excluded.value)`);
  await tx.execute(sql`update ${PROGRESS_TABLE} set done = ${to}`);
}
