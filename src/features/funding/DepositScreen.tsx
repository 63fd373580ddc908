// /app/funding/deposit (spec §2 "/funding/deposit").
import { TransferScreen } from './TransferScreen';

export default function DepositScreen() {
  return <TransferScreen direction="deposit" />;
}
