/** Hands a downloaded blob to the browser as a file with the given name (an object URL and a download link). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the save in some browsers; a minute is ample for it to start.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
