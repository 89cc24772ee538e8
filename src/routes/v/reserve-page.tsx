// Placeholder until this user-centre page lands (issue 23).
export function VReservePage() {
  return null;
}
