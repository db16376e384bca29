/** Hands the browser a file to save (a calendar's CSV, one event's `.ics`). */
export function saveFile(text: string, filename: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the address can go.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
