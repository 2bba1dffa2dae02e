// Placeholder until the page lands (issue 6, in progress).
export default function Page() {
  return null;
}
