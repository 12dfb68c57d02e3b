// Overlays every logged-in layout mounts once (agreement sign-off, customer-service entry).
export function ShellOverlays() {
  return null;
}
