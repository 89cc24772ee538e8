// Placeholder until its owner writes the page (issue 23).
export function VMessagePage() {
  return null;
}
