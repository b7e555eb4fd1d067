/** Hands `text` to the browser as a download named `name` (the statement's CSV). */
export function saveFile(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the address is no longer needed.
  URL.revokeObjectURL(url);
}
