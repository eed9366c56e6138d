import { WorklistPage } from './worklist.page';

/** /ReferralSearchPage: those referred to hospital whose clinical evaluation has not begun (the Referral to Hospital tile). */
export default function ReferralWorklistPage() {
  return <WorklistPage kind="referral" />;
}
