// Placeholder until its owner writes the desk (issue 24).
export function AdminWithdrawalsPage() {
  return null;
}
