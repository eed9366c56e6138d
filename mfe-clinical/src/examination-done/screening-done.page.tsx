import { DonePage } from './done.page';

/** /SuccessMessageScreeningFInal */
export default function ScreeningDonePage() {
  return <DonePage kind="screening" />;
}
