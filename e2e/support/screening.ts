/** The screening forms' steps shared by the journeys that record a screening. */
import type { Page } from './test';
import { choose } from './antd';

/** A breast screening past its gate question: no symptoms, a nodularity, and a referral for a baseline mammogram. */
export async function referForMammogram(page: Page) {
  await choose(page, 'Symptoms', 'No');
  await choose(page, 'Right Breast on palpation', 'Normal/Fibro glandular');
  await choose(page, 'Left Breast on palpation', 'Nodularity');
  await choose(page, 'Nipple Discharge', 'No for both breasts');
  await choose(page, 'Referral', 'Yes');
  await choose(page, 'Referred for', 'Baseline mammogram');
}
