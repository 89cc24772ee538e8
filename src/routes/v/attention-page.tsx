// Placeholder until this user-centre page lands (issue 23).
export function VAttentionPage() {
  return null;
}
