/**
 * A result report's rows read within one download: a saved form's cells are made once per distinct text, so a row
 * must still show exactly its own answers, whether its form repeats one read before, differs from every other, or
 * comes after the download has stopped keeping forms (FORMS_TRIED) or started again (FORMS_KEPT). And a few clinics'
 * report (the result reports, and Patientregistration), read on PostgreSQL through their people (FEW_PEOPLE), lists
 * what the hospital's order lists.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import type { Cell } from './csv.js';
import { loadFormKinds } from './form-kinds.js';
import { reportSource, type Row } from './report-cursor.js';
import { insertReportFixture, type ReportFixture } from './report-fixtures.js';
import { reportBatches, type ReportContext } from './report-definition.js';
import { REPORTS } from './report-types.js';
import { FEW_PEOPLE } from './candidate-selection.js';
import { FORMS_KEPT, FORMS_TRIED } from './result-report.js';
import { screeningReport } from './screening.report.js';

/** A form as the database keeps it for reports (`report_answers`): its params' [testName, selectedValues]. */
const saved = (answers: Record<string, string[]>) => JSON.stringify(Object.entries(answers));

const BREAST = [
  saved({ 'Breast Examination': ['Yes'], Symptoms: ['No'], Referral: ['No'] }),
  saved({ 'Breast Examination': ['Yes'], Symptoms: ['Yes'], Referral: ['Yes'], 'Referred for': ['USG breast'] }),
  saved({ 'breast examination ': ['No'], Referral: ['Yes'], 'Referred for': ['Baseline mammogram', 'USG breast'] }),
];

/** Participant `i`'s row: breast forms repeat, each cervical form is her own, oral forms repeat past FORMS_KEPT. */
function row(i: number): Row {
  const block = (b: number, answers: string | null) => ({
    [`b${b}Id`]: i * 10 + b,
    [`b${b}Date`]: '11-03-2025 10:05',
    [`b${b}CreatedBy`]: 'nurse@demo.in',
    [`b${b}ModifiedBy`]: 'nurse@demo.in',
    [`b${b}Completed`]: i % 2,
    [`b${b}Answers`]: answers,
  });
  return {
    registraionId: `80000010010${String(i).padStart(5, '0')}`,
    name: `Participant ${i}`,
    ...block(0, BREAST[i % BREAST.length]!),
    ...block(1, saved({ 'Cervical Screening': ['Yes'], 'HR-HPV DNA Sample Collection Date': [`sample ${i}`] })),
    ...block(2, i % 7 === 0 ? null : saved({ 'Oral Examination': ['Yes'], 'Lesion Site': [`site ${i % (FORMS_KEPT + 100)}`] })),
    ...(i % 5 === 0 ? { b3Id: null } : block(3, saved({ Symptoms: [i % 2 ? 'Yes' : 'No'] }))),
  };
}

const download = () => ({}) as ReportContext;
const cellOf = (cells: readonly Cell[], header: string) => cells[screeningReport.header.indexOf(header)];

describe('a result report read within one download', () => {
  test('every row shows its own answers, as it would read alone, whether its form repeats or not', () => {
    const ctx = download();
    const rows = FORMS_TRIED + FORMS_KEPT + 700;
    for (let i = 0; i < rows; i++) {
      const [cells] = screeningReport.records(ctx, row(i));
      const [alone] = screeningReport.records(download(), row(i));
      assert.deepEqual(cells, alone, `row ${i}`);
      assert.equal(cells!.length, screeningReport.header.length);
      assert.equal(cellOf(cells!, 'HR-HPV DNA SAMPLE COLLECTION DATE'), `sample ${i}`);
      assert.equal(cellOf(cells!, 'LESION SITE'), i % 7 === 0 ? null : `site ${i % (FORMS_KEPT + 100)}`);
      assert.equal(cellOf(cells!, 'USG BREAST'), ['NO', 'YES', 'YES'][i % 3]);
      assert.equal(cellOf(cells!, 'BASELINE MAMMOGRAM'), ['NO', 'NO', 'YES'][i % 3]);
      assert.equal(cellOf(cells!, 'BREASTSCREENING'), ['YES', 'YES', 'NO'][i % 3]);
    }
  });
});

describe("a few clinics' report, read through their people or in the hospital's order", () => {
  let t: TestApp;
  let fx: ReportFixture;
  before(async () => {
    t = await createTestApp();
    fx = await insertReportFixture(t.db);
  });
  after(() => t.close());

  for (const reportType of ['Screening', 'Clinical_Evaluation', 'Patientregistration'] as const) {
    test(`${reportType}: the same rows in the same order either way`, async () => {
      const read = async (fewPeople: number) => {
        const ctx: ReportContext = {
          db: t.db,
          source: reportSource(t.db),
          forms: await loadFormKinds(t.db, 1),
          // Small batches: on PostgreSQL the cursor is read in several fetches, embedded each batch is a query.
          batchSize: 2,
          fewPeople,
          selection: {
            hospitalId: 1,
            // The fixture's clinics of hospital 1: results of every form, participants with and without a breast one,
            // with habits, family members and medical records.
            campIds: [fx.alpha, fx.beta],
            from: new Date('2000-01-01T00:00:00Z'),
            until: new Date('2100-01-01T00:00:00Z'),
            startDay: '2000-01-01',
            endDay: '2099-12-31',
          },
        };
        const records: Cell[][] = [];
        for await (const batch of reportBatches(REPORTS[reportType], ctx)) records.push(...batch);
        return records;
      };
      const inHospitalOrder = await read(0);
      assert.ok(inHospitalOrder.length > 0);
      assert.deepEqual(await read(FEW_PEOPLE), inHospitalOrder);
    });
  }
});
