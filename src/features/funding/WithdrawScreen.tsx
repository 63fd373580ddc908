// /app/funding/withdraw (spec §2 "/funding/withdraw").
import { TransferScreen } from './TransferScreen';

export default function WithdrawScreen() {
  return <TransferScreen direction="withdrawal" />;
}
