import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { forgetCachedGrants } from '../auth/menus.js';
import { auditLog, menuPrivilegeMapping, menuRoleMaster } from '../db/schema.js';
import { MENU, ROLE } from '../seed/ids.js';
import { bearer, createTestApp, demoAccounts, signIn, type TestApp } from '../testing/test-app.js';
import { readCsv } from './csv-reader.js';
import { insertFollowUpFixture, insertReportFixture, RANGE, type ReportFixture } from './report-fixtures.js';
import { isApiErrorCode } from '@screening/domain/api';

type Cells = (string | null)[];
const blank = (n: number): Cells => Array.from({ length: n }, () => null);

/** The header rows of docs/api.md §8.1–§8.5, written out here independently of the report modules. */
const HEADERS = {
  Outreachclinic:
    'OUTREACHCLINICID|OUTREACHCLINICNAME|STARTDATE|ENDDATE|PANJAYATHNAME|TALUKNAME|DISTRICTNAME|STATENAME|NOCAMPCOORDINATORS|NODOCTORS|NONURSES|NOPROGRAMCOORDINATORS|NOSOCIALWORKERS|DOCTOR|PROGRAM_COORDINATOR|CAMP_COORDINATOR|SOCIAL_WORKER|NURSE|CREATEDBY|CREATEDDATE',
  Patientregistration:
    'OUTREACH CLINIC ID|OUTREACH CLINIC NAME|CREATED DATE|CREATED BY|REGISTRATION ID|CANDIDATE NAME|MOBILE NO|GENDER|AGE|ADDRESS|STREET ID|ELIGIBILITY - MARITAL STATUS|FATHER NAME|SPOUSE NAME|ALTERNATE MOBILE NO|MONTHLY INCOME|HOUSE TYPE|EDUCATION|OCCUPATION|AADHAR|VOTER ID|RATION CARD|TOBACCO/ALCOHOL HABITS|HABITS|HABIT TYPE|HABIT DURATION|HABIT FREQUENCY/DAY|QUIT|HOW LONG|MEDICAL HISTORY|BLOOD PRESSURE|PULSE RATE|WEIGHT(KGS)|HISTORY OF SURGERY|HEIGHT(CMS)|SPO2|ALLERGY|OTHER COMPLAINTS|AGE AT MENARCHE|LAST MENSTRUATION|ABNORMAL BLEEDING VAGINUM|AGE AT MARRIAGE|TOTAL PREGNANCIES|AGE AT FIRST CHILD|AGE AT LAST CHILD|CURRENTLY PREGNANT|METHOD OF CONTRACEPTION USED|BREAST FED|UNDERGONE CERVICAL/BREAST SCREENING|FAMILY NAME|FAMILY RELATION|FAMILY GENDER|FAMILY AGE|FAMILY TOBACCOORALCOHOLHABITS|FAMILY MARITALSTATUS|FAMILY MEMBER ID|FAMILY MEDICAL RELATION|FAMILY MEDICAL CANCER SITE|FAMILY MEDICAL AGE AT DIAGNOSIS|FAMILY MEDICAL OUTCOME',
  Screening:
    'REGISTRATIONID|CANDIDATENAME|' +
    'BREASTCREATEDDATE|CREATED BY|MODIFIED BY|BREASTSCREENING|BREASTSYMPTOMS|RIGHTBREASTONPALPATION|LEFTBREASTONPALPATION|NIPPLEDISCHARGE|BREASTREFERRAL|BREAST/PATHOLOGY AXILLARY|BASELINE MAMMOGRAM|USG BREAST|STATUS|' +
    'CERVICALCREATEDDATE|CREATED BY|MODIFIED BY|CERVICALSCREENING|CERVICALREASON|CERVICALSYMPTOMS|CERVICALABNORMALBLEEDING|CERVICALVISUALINSPECTION|CERVICALFINDINGSONVISUALINSPECTION|HR-HPV DNA|HR-HPV DNA SAMPLE COLLECTION DATE|HR-HPV SAMPLE TYPE|HR-HPV DNA REPORT DATE|HR-HPV DNA REPORT|GENOTYPE|CYTOLOGY|CYTOLOGY SAMPLE COLLECTION DATE|CYTOLOGY REPORT DATE|CYTOLOGY REPORT|VISUAL TEST|VISUAL TEST REPORT|VISUAL TEST REPORT DATE|CERVICALREFERRAL|COLPOSCOPY|COLPO GUIDED BIOPSY|OTHERS|STATUS|' +
    'ORAL CREATED DATE|CREATED BY|MODIFIED BY|ORAL SCREENING|ORAL SYMPTOMS|BENIGN LESION SUBTYPE|DENTAL HYGIENE|CLINICAL FINDINGS|ORAL SELECT SUBTYPE|ORAL MALIGNANT LEUKOPLAKIA|LEUKOPLAKIA TYPE|LESION SITE|LESION SIZE|LESION SUBTYPE|MULTIPLE LESION SITE|MULTIPLE LESION SIZE|MULTIPLE LESION SUBTYPE|ORAL MALIGNANT ERYTHROPLAKIA|ERYTHROPLAKIA SITE|ORAL SUBMUCOUS FIBROSIS|ORAL SUBMUCOUS FIBROSIS TYPE|NON HEALING ULCER|NON HEALING ULCER SITE|NON HEALING ULCER SIZE|SMOKERS PALATE|LICHEN PLANUS|LICHEN PLANUS SITE|ORAL LICHENOID REACTION|ORAL LICHENOID REACTION SITE|OTHER LESIONS FLAG|OTHER LESIONS TEXT|LESION INVASIVE SITE|LESION INVASIVE SIZE|LESION INVASIVE APPEARANCE|ORAL REFERRAL|TOBACCO CESSATION COUNSELING|ORAL MALIGNANT POTENTIAL DISEASE|CANCEROUS OR INVASIVE LESION|OTHERS|STATUS|' +
    'SYMPCREATEDDATE|CREATED BY|MODIFIED BY|SYMPTOMSBASEDREFERRAL|SYMPTOMS|DURATIONOFSYMPTOMS|KNOWNCANCERPATIENT|CANCERSITE|DETAILSOFTREATMENT|REFERRAL|INVESTIGATIONS|REPORTS|REPORTFINDINGS|FINALDIAGNOSIS|STATUS',
  Clinical_Evaluation:
    'REGISTRATIONID|CANDIDATE NAME|' +
    'BREAST CREATED DATE|CREATED BY|MODIFIED BY|BREAST CLINICAL EXAMINATION|UHID|SCR OPD NUMBER|MAMMOGRAM|MAMMOGRAM RIGHT BREASTS|MAMMOGRAM LEFT BREASTS|MAMMOGRAM REPORT DATE|ULTRASOUND|ULTRASOUND RIGHT BREASTS|ULTRASOUND LEFT BREASTS|ULTRASOUND REPORT DATE|BREAST CYTOLOGY|BREAST CYTOLOGY REPORT DATE|BREAST CYTOLOGY IMAGE|OTHER FINDINGS|BREAST BIOPSY|BREAST BIOPSY REPORT DATE|BREAST BIOPSY REPORT|ADDITIONAL COMMENTS|FINAL DIAGNOSIS|TREATMENT|FOLLOWUP ADVICE|' +
    'CERVICAL CREATED DATE|CREATED BY|MODIFIED BY|CERVICAL CLINICAL EXAMINATION|UHID|OPD NUMBER|COLPOSCOPY|COLPOSCOPY IMAGE|COLPOSCOPY REPORT|COLPOSCOPY REPORT DATE|COLPO GUIDED BIOPSY|COLPO BIOPSY REPORT DATE|COLPO BIOPSY IMAGE|ADDITIONAL COMMENTS|TREATMENT PLAN|TREATMENT|FOLLOWUP ADVICE|' +
    'ORAL CREATED DATE|CREATED BY|MODIFIED BY|ORAL CLINICAL EXAMINATION|UHID|SCR OPD NUMBER|TOBACCO COUNSELLING|TOBACCO COUNSELLING OUTCOME|TOBACCO COUNSELLING REPORT DATE|HEAD & NECK OPD|HEAD & NECK REPORT DATE|HEAD & NECK OUTCOME|ORAL CYTOLOGY|ORAL CYTOLOGY REPORT|ORAL CYTOLOGY REPORT DATE|ORAL BIOPSY|ORAL BIOPSY REPORT|ORAL BIOPSY REPORT DATE|ADDITIONAL COMMENTS|FINAL DIAGNOSIS|TREATMENT|FOLLOWUP ADVICE',
  SavedPatient: 'REGISTRATIONID|NAME|MOBILE NO|GENDER|AGE|ADDRESS|STREETID|REASON|CREATED DATE|CREATED BY',
  FollowUp:
    'REGISTRATIONID|NAME|MOBILE NO|OUTREACHCLINICID|OUTREACHCLINICNAME|TEST|URGENCY|REFERRED FOR|REFERRED ON|DUE DATE|STATE|CALLS|UNANSWERED CALLS|LAST CALL|LAST CALL OUTCOME|ATTENDED ON|HOSPITAL|DAYS TO HOSPITAL|FINDING|TREATMENT STARTED|LOST REASON',
} as const;

const COLUMN_COUNTS = {
  Outreachclinic: 20,
  Patientregistration: 60,
  Screening: 97,
  Clinical_Evaluation: 66,
  SavedPatient: 10,
  FollowUp: 21,
};
type ReportType = keyof typeof HEADERS;
const ALPHA_NAME = 'Alpha "Seaside" Clinic';
const TAMIL_NAME = 'சுமதி';
/** EF BB BF: the UTF-8 byte-order mark that makes Excel read the file as UTF-8. */
const BOM_BYTES = Buffer.from([0xef, 0xbb, 0xbf]);

describe('POST /curable/camps-report', () => {
  let t: TestApp;
  let fx: ReportFixture;
  const tokens: Record<string, string> = {};

  const download = (who: string, reportType: string, ids: number[], range: { startDate: string; endDate: string } = RANGE) =>
    t.app.inject({
      method: 'POST',
      url: '/api/curable/camps-report',
      headers: bearer(tokens[who]),
      payload: { ids, ...range, reportType, userId: 1, roleId: 2, hospitalId: 99 },
    });

  async function report(reportType: ReportType, ids: number[], who = 'coordinator', range = RANGE) {
    const res = await download(who, reportType, ids, range);
    assert.equal(res.statusCode, 200, res.body);
    assert.match(String(res.headers['content-type']), /^text\/csv/);
    assert.equal(res.headers['content-disposition'], 'attachment; filename=CampsReport.csv');
    const [header, ...rows] = readCsv(res.body);
    return { raw: res.body, bytes: res.rawPayload, header, rows };
  }

  before(async () => {
    t = await createTestApp();
    fx = await insertReportFixture(t.db);
    await insertFollowUpFixture(t.db, fx);
    for (const [key, account] of [
      ['coordinator', demoAccounts.programCoordinator],
      ['campcoord', demoAccounts.campCoordinator],
      ['social', demoAccounts.socialWorker],
      ['nurse', demoAccounts.nurse],
    ] as const) {
      tokens[key] = await signIn(t.app, account.email);
    }
  });
  after(() => t.close());

  test('every report type starts with the byte-order mark, then the header row of docs/api.md §8, quoted, with \\n line ends', async () => {
    for (const type of Object.keys(HEADERS) as ReportType[]) {
      const { raw, bytes, header } = await report(type, [fx.alpha]);
      assert.deepEqual(bytes.subarray(0, 3), BOM_BYTES, type);
      assert.deepEqual(header, HEADERS[type].split('|'), type);
      assert.equal(header!.length, COLUMN_COUNTS[type], type);
      assert.ok(
        raw.startsWith(
          `\uFEFF${HEADERS[type]
            .split('|')
            .map((h) => `"${h}"`)
            .join(',')}\n`,
        ),
        type,
      );
      assert.ok(!raw.includes('\r'), type);
    }
  });

  test('Outreachclinic: the clinic created on the first day, cell by cell; one created a second earlier is left out', async () => {
    const { raw, rows } = await report('Outreachclinic', [fx.alpha, fx.beta]);
    assert.deepEqual(rows, [
      [
        '7000001',
        ALPHA_NAME,
        '2025-03-15',
        '2025-03-20',
        'Kovalam',
        'Thiruporur',
        'Chengalpattu',
        'Tamil Nadu',
        '1',
        '2',
        '1',
        '1',
        '2',
        'Dr. Senthil Kumar,Dr. Shanthi Pillai',
        'Anand Krishnan',
        'Priya Raghavan',
        'Meena Subramanian',
        'Kavitha Ramesh',
        'coordinator@demo.in',
        '10-03-2025 00:00:00',
      ],
    ]);
    // Embedded quotes are doubled inside the quoted cell.
    assert.ok(raw.includes('"Alpha ""Seaside"" Clinic"'));
    const wider = await report('Outreachclinic', [fx.alpha, fx.beta], 'coordinator', {
      startDate: '2025-03-09',
      endDate: '2025-03-10',
    });
    assert.deepEqual(
      wider.rows.map((r) => r[0]),
      ['7000001', '7000002'],
    );
  });

  test('Patientregistration: one row per habit/family index, eligibility on the first row only, newest first', async () => {
    const { rows } = await report('Patientregistration', [fx.alpha]);
    const identity = [
      '7000001',
      ALPHA_NAME,
      '12-03-2025 23:59:59',
      'social@demo.in',
      '7000001007000001',
      'Meena "Rani" K',
      '9876500001',
      'FEMALE',
      '42',
      '12, Temple Street',
      '007',
    ];
    const general = [
      null,
      'Rajan',
      '9876500002',
      '15000',
      'Owned',
      'High school',
      'House wife',
      '123412341234',
      'TNV1234567',
      'RC3312345',
      'YES',
    ];
    const medical = [
      'Diabetes,Hypertension',
      '140/90',
      '78',
      '58.5',
      'NO',
      '156',
      '98',
      'Penicillin',
      'Knee pain',
      '13',
      'Less than 12 months ago',
      'None',
      '20',
      '2',
      '22',
      '25',
      'NO',
      'Tubectomy',
      '6-12 Months',
      'Neither',
    ];
    assert.equal(rows.length, 3);
    assert.deepEqual(rows[0], [
      ...identity,
      'Married',
      ...general,
      'Tobacco',
      'Hans',
      '10 years',
      '4',
      'NO',
      null,
      ...medical,
      'Rajan K',
      'Spouse',
      'MALE',
      '46',
      'YES',
      'Married',
      '7000001007000001_A',
      'Mother',
      'Breast',
      '58',
      'Alive/Treatment',
    ]);
    assert.deepEqual(rows[1], [
      ...identity,
      null,
      ...general,
      'Smoking',
      'Bidi',
      '5 years',
      '6',
      'YES',
      '1 year',
      ...medical,
      'Arun K',
      'Son',
      'MALE',
      '18',
      'NO',
      'Never Married',
      '7000001007000001_B',
      null,
      null,
      null,
      null,
    ]);
    // Created on the first day at midnight: included; no street ID prints as 000.
    assert.deepEqual(rows[2], [
      '7000001',
      ALPHA_NAME,
      '10-03-2025 00:00:00',
      'social@demo.in',
      '7000001000000002',
      'Start Edge',
      null,
      'MALE',
      '30',
      null,
      '000',
      ...blank(49),
    ]);
  });

  test('Patientregistration: the day after the range holds only the participant created at its midnight', async () => {
    const { rows } = await report('Patientregistration', [fx.alpha], 'coordinator', {
      startDate: '2025-03-13',
      endDate: '2025-03-13',
    });
    assert.deepEqual(
      rows.map((r) => r[5]),
      ['After End'],
    );
  });

  test('Screening: every block of a participant, cell by cell, and the range edges of result dates', async () => {
    const { rows } = await report('Screening', [fx.alpha]);
    const nurse = ['nurse@demo.in', 'nurse@demo.in'];
    const meena = [
      '7000001007000001',
      'Meena "Rani" K',
      '11-03-2025 10:00:00',
      ...nurse,
      'YES',
      'YES',
      'Freely mobile lump',
      'Normal/Fibro glandular',
      'No for both breasts',
      'YES',
      'NO',
      'YES',
      'YES',
      'COMPLETED',
      '11-03-2025 10:05:00',
      ...nurse,
      'Not now',
      'Pt. in periods',
      ...blank(18),
      null,
      null,
      null,
      'PENDING',
      '11-03-2025 10:10:00',
      ...nurse,
      'YES',
      'YES',
      null,
      'Fair',
      'Oral Potentially Malignant Disorder',
      'Leukoplakia',
      'YES',
      'Homogeneous',
      'Left buccal mucosa',
      'Less than 2 cm',
      'Single',
      null,
      null,
      null,
      'NO',
      null,
      'NO',
      null,
      'NO',
      null,
      null,
      'NO',
      'NO',
      null,
      'NO',
      null,
      'NO',
      null,
      null,
      null,
      null,
      'YES',
      'YES',
      'YES',
      'NO',
      'NO',
      'COMPLETED',
      '11-03-2025 10:15:00',
      ...nurse,
      'YES',
      'Persistent cough or hoarseness of voice',
      '1 to 3 months',
      'NO',
      null,
      null,
      'YES',
      'X-ray or CT scan',
      'Awaited',
      null,
      null,
      'COMPLETED',
    ];
    assert.equal(meena.length, 97);
    assert.deepEqual(rows[0], meena);
    // Oral answered a second before the range: left out; symptoms on its last second: in (participants without a
    // breast result come last). The result a second after the range and the unanswered test give no row.
    assert.deepEqual(rows.slice(1), [
      ['7000001000000002', 'Start Edge', ...blank(13 + 27 + 40), '12-03-2025 23:59:59', ...nurse, 'NO', ...blank(10), 'PENDING'],
    ]);
  });

  test('Clinical_Evaluation: the evaluation, cell by cell', async () => {
    const { rows } = await report('Clinical_Evaluation', [fx.alpha]);
    assert.deepEqual(rows, [
      [
        '7000001007000001',
        'Meena "Rani" K',
        '12-03-2025 09:00:00',
        'doctor@demo.in',
        'shanthi.pillai@demo.in',
        'YES',
        'CI20250778',
        'SCR-0778',
        'YES',
        'BI-RADS 2, benign-appearing mass',
        'BI-RADS 1',
        '10-03-2025',
        'YES',
        'Simple cyst 8 mm',
        'Normal',
        '10-03-2025',
        'NO',
        null,
        null,
        null,
        'NO',
        null,
        null,
        'Benign cyst; reassured',
        'Benign',
        'Completed',
        '6 months',
        ...blank(17),
        ...blank(22),
      ],
    ]);
    const later = await download('coordinator', 'Clinical_Evaluation', [fx.alpha], {
      startDate: '2025-03-13',
      endDate: '2025-03-31',
    });
    assert.equal(later.body, '');
  });

  test('FollowUp: one row per referral of the range, her calls and her visit, cell by cell', async () => {
    const { rows } = await report('FollowUp', [fx.alpha, fx.beta]);
    const who = [fx.meena.registraionId, 'Meena "Rani" K', '9876500001', '7000001', ALPHA_NAME];
    assert.deepEqual(rows, [
      [...who, 'Oral', 'ROUTINE', 'Tobacco Counseling', '2025-03-11', '2025-04-08', 'DUE', '0', '0', ...Array(8).fill(null)],
      [
        ...who,
        'Breast',
        'URGENT',
        'Baseline mammogram, USG breast',
        '2025-03-11',
        '2025-04-09',
        'ATTENDED',
        '2',
        '0',
        '2025-03-11',
        'WILL_VISIT',
        '2025-03-12',
        'Cancer Institute',
        '1',
        null,
        null,
        null,
      ],
    ]);
    const before = await report('FollowUp', [fx.alpha], 'coordinator', { startDate: '2025-03-10', endDate: '2025-03-10' });
    assert.deepEqual(before.rows, []);
    // Another clinic's report holds none of them.
    assert.deepEqual((await report('FollowUp', [fx.beta])).rows, []);
  });

  test('SavedPatient: tagged participants only (not family members), cell by cell', async () => {
    const { rows } = await report('SavedPatient', [fx.alpha]);
    assert.deepEqual(rows, [
      [
        '7000001009000004',
        TAMIL_NAME,
        '9876500009',
        'FEMALE',
        '35',
        '4 Lake Road',
        '009',
        'Door Locked',
        '11-03-2025 09:15:30',
        'social@demo.in',
      ],
    ]);
  });

  test('one format per kind of cell across the reports: the dates of docs/api.md §8, and yes, no and gender in capitals', async () => {
    const DAY = /^\d{4}-\d{2}-\d{2}$/;
    const INSTANT = /^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/;
    const ANSWERED_DAY = /^\d{2}-\d{2}-\d{4}$/;
    // Camp start and end (§8.1: YYYY-MM-DD); record times (§8: dd-MM-yyyy HH:mm:ss); dates answered on a form, as
    // the form records them (dd-mm-yyyy).
    // The follow-up's days are calendar days like a camp's.
    const FOLLOW_UP_DAYS = ['REFERRED ON', 'DUE DATE', 'LAST CALL', 'ATTENDED ON', 'TREATMENT STARTED'];
    const dateFormat = (column: string, type: ReportType) =>
      column === 'STARTDATE' || column === 'ENDDATE' || (type === 'FollowUp' && FOLLOW_UP_DAYS.includes(column))
        ? DAY
        : /CREATED ?DATE/.test(column)
          ? INSTANT
          : / DATE$/.test(column)
            ? ANSWERED_DAY
            : null;
    const CODED = /^(yes|no|true|false|male|female|other)$/i;
    for (const type of Object.keys(HEADERS) as ReportType[]) {
      const { header, rows } = await report(type, [fx.alpha, fx.beta]);
      const datesSeen = new Set<string>();
      const codedSeen: string[] = [];
      for (const row of rows) {
        row.forEach((cell, i) => {
          const format = dateFormat(header![i]!, type);
          if (cell === null) return;
          if (format) {
            assert.match(cell, format, `${type} ${header![i]}`);
            datesSeen.add(header![i]!);
          }
          if (CODED.test(cell)) codedSeen.push(cell);
        });
      }
      assert.ok(datesSeen.size > 0, `${type}: a date column was read`);
      assert.ok(
        codedSeen.every((cell) => cell === cell.toUpperCase()),
        `${type}: ${[...new Set(codedSeen)].join(' ')}`,
      );
      if (type !== 'Outreachclinic' && type !== 'FollowUp')
        assert.ok(codedSeen.length > 0, `${type}: yes, no or a gender was read`);
    }
  });

  test('a Tamil name comes through byte for byte, in a file Excel opens as UTF-8', async () => {
    const { bytes, rows } = await report('SavedPatient', [fx.alpha]);
    assert.deepEqual(bytes.subarray(0, 3), BOM_BYTES);
    assert.ok(bytes.includes(Buffer.from(`"${TAMIL_NAME}"`, 'utf8')));
    assert.equal(rows[0]![1], TAMIL_NAME);
  });

  test('for Excel, long digit IDs are ="…" text formulas; without forExcel every cell is exactly its value', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/curable/camps-report',
      headers: bearer(tokens.coordinator),
      payload: { ids: [fx.alpha], ...RANGE, reportType: 'SavedPatient', forExcel: true },
    });
    assert.equal(res.statusCode, 200, res.body);
    const [, row] = readCsv(res.body);
    // Registration ID and street ID as formulas Excel shows as text; the mobile number and the name as they are.
    assert.deepEqual([row![0], row![1], row![2], row![6]], ['="7000001009000004"', TAMIL_NAME, '9876500009', '="009"']);
    assert.ok(res.body.includes('"=""7000001009000004"""'));
    const plain = await report('SavedPatient', [fx.alpha]);
    assert.deepEqual([plain.rows[0]![0], plain.rows[0]![6]], ['7000001009000004', '009']);
    assert.ok(!plain.raw.includes('\u0000'));
  });

  test("another hospital's clinic ids yield nothing; mixed ids keep only the caller's clinics", async () => {
    for (const type of Object.keys(HEADERS)) {
      const res = await download('coordinator', type, [fx.otherHospitalCamp]);
      assert.equal(res.statusCode, 200);
      assert.equal(res.body, '', type);
    }
    const mixed = await report('Screening', [fx.otherHospitalCamp, fx.alpha, fx.beta]);
    assert.deepEqual(
      mixed.rows.map((r) => r[1]),
      ['Meena "Rani" K', 'Beta Person', 'Start Edge'],
    );
  });

  test('role scope: staff see only the clinics they are allocated to, whatever ids they send', async () => {
    const social = await report('Patientregistration', [fx.alpha, fx.beta], 'social');
    assert.deepEqual([...new Set(social.rows.map((r) => r[5]))], ['Meena "Rani" K', 'Start Edge']);
    const coordinator = await report('Patientregistration', [fx.alpha, fx.beta], 'coordinator');
    assert.deepEqual([...new Set(coordinator.rows.map((r) => r[5]))], ['Meena "Rani" K', 'Beta Person', 'Start Edge']);
    const onlyBeta = await download('campcoord', 'Patientregistration', [fx.beta]);
    assert.equal(onlyBeta.body, '');
  });

  test('an empty selection is a 200 with a zero-length CSV body', async () => {
    for (const type of Object.keys(HEADERS)) {
      const none = await download('coordinator', type, [fx.alpha], { startDate: '2020-01-01', endDate: '2020-01-31' });
      assert.equal(none.statusCode, 200);
      assert.match(String(none.headers['content-type']), /^text\/csv/);
      assert.equal(none.rawPayload.length, 0, type);
      const noIds = await download('coordinator', type, []);
      assert.equal(noIds.body, '', type);
    }
  });

  test('each download is audited: who, which report, which clinics, which days, how many rows', async () => {
    await report('SavedPatient', [fx.alpha, fx.otherHospitalCamp]);
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'DOWNLOAD')).orderBy(desc(auditLog.id)).limit(1);
    assert.equal(row.entity, 'report');
    assert.equal(row.entityId, 'SavedPatient');
    assert.equal(row.login, 'coordinator@demo.in');
    assert.ok(row.userId);
    assert.deepEqual(row.details, {
      reportType: 'SavedPatient',
      campIds: [fx.alpha],
      requestedCampIds: [fx.alpha, fx.otherHospitalCamp],
      startDate: RANGE.startDate,
      endDate: RANGE.endDate,
      rows: 1,
      batches: 1,
      completed: true,
    });
    await download('social', 'Screening', [fx.alpha], { startDate: '2020-01-01', endDate: '2020-01-02' });
    const [empty] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'DOWNLOAD')).orderBy(desc(auditLog.id)).limit(1);
    assert.equal(empty.login, 'social@demo.in');
    assert.equal((empty.details as { rows: number }).rows, 0);
  });

  test('bad requests are 400 with the message of docs/screens.md §5 and the field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { ids: [fx.alpha], startDate: '', endDate: '2025-03-12', reportType: 'Screening' },
        'startDate',
        'Please fill all fields before downloading.',
      ],
      [
        { ids: [fx.alpha], startDate: '2025-03-13', endDate: '2025-03-12', reportType: 'Screening' },
        'startDate',
        'Start date cannot be after end date.',
      ],
      [
        { ids: [fx.alpha], startDate: '2025-02-30', endDate: '2025-03-12', reportType: 'Screening' },
        'startDate',
        'Please enter a valid date.',
      ],
      [
        { ids: [fx.alpha], startDate: '2025-03-10', endDate: '2025-03-12', reportType: 'Consolidated' },
        'reportType',
        'Please select a valid report type.',
      ],
      [{ ids: [fx.alpha], startDate: '2025-03-10', endDate: '2025-03-12' }, 'reportType', 'reportType is required.'],
      [{ startDate: '2025-03-10', endDate: '2025-03-12', reportType: 'Screening' }, 'ids', 'ids is required.'],
      [
        { ids: ['x'], startDate: '2025-03-10', endDate: '2025-03-12', reportType: 'Screening' },
        'ids.0',
        'ids.0 must be an integer.',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/curable/camps-report',
        headers: bearer(tokens.coordinator),
        payload,
      });
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
      assert.equal(res.json().message, message, JSON.stringify(payload));
      assert.equal(res.json().field, field);
      assert.ok(isApiErrorCode(res.json().error), res.body);
    }
  });

  test('the summary counts what each report lists, per clinic the caller may see', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/curable/camps-report-summary',
      headers: bearer(tokens.coordinator),
      payload: { ids: [fx.alpha, fx.beta, fx.otherHospitalCamp], ...RANGE },
    });
    assert.equal(res.statusCode, 200, res.body);
    const zero = {
      Outreachclinic: 0,
      Patientregistration: 0,
      Screening: 0,
      Clinical_Evaluation: 0,
      SavedPatient: 0,
      FollowUp: 0,
    };
    assert.deepEqual(res.json(), {
      startDate: RANGE.startDate,
      endDate: RANGE.endDate,
      counts: { Outreachclinic: 1, Patientregistration: 3, Screening: 3, Clinical_Evaluation: 1, SavedPatient: 1, FollowUp: 2 },
      clinics: [
        {
          campId: fx.alpha,
          campIdPrefix: '7000001',
          campName: 'Alpha "Seaside" Clinic',
          counts: {
            Outreachclinic: 1,
            Patientregistration: 2,
            Screening: 2,
            Clinical_Evaluation: 1,
            SavedPatient: 1,
            FollowUp: 2,
          },
        },
        {
          campId: fx.beta,
          campIdPrefix: '7000002',
          campName: 'Beta Clinic',
          counts: { ...zero, Patientregistration: 1, Screening: 1 },
        },
      ],
    });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/curable/camps-report-summary',
      headers: bearer(tokens.coordinator),
      payload: { ids: [], startDate: '2025-03-12', endDate: '2025-03-10' },
    });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().message, 'Start date cannot be after end date.');
  });

  test('without VIEW on the reports menu: 403 for the report and the summary; no token: 401', async () => {
    const reportsGrants = t.db
      .select({ id: menuPrivilegeMapping.id })
      .from(menuPrivilegeMapping)
      .where(eq(menuPrivilegeMapping.menuId, MENU.reports));
    await t.db
      .delete(menuRoleMaster)
      .where(and(eq(menuRoleMaster.roleId, ROLE.nurse), inArray(menuRoleMaster.menuPrivilegeId, reportsGrants)));
    forgetCachedGrants(t.db);
    const denied = await download('nurse', 'Screening', [fx.alpha]);
    assert.equal(denied.statusCode, 403);
    assert.equal(denied.json().error, 'PRIVILEGE_REQUIRED');
    const summary = await t.app.inject({
      method: 'POST',
      url: '/api/curable/camps-report-summary',
      headers: bearer(tokens.nurse),
      payload: { ids: [fx.alpha], ...RANGE },
    });
    assert.equal(summary.statusCode, 403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/curable/camps-report',
      payload: { ids: [fx.alpha], ...RANGE, reportType: 'Screening' },
    });
    assert.equal(anonymous.statusCode, 401);
    const [{ n }] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'DOWNLOAD'), eq(auditLog.login, 'nurse@demo.in')));
    assert.equal(n, 0);
  });
});
