/**
 * The counter code as a QR, drawn here rather than in the customer's browser: the order page gets one SVG path (a
 * few hundred bytes for a 21-module code) and ships no QR library.
 */
import QRCode from 'qrcode';

export interface CounterQr {
  /** Modules a side, the quiet zone not included. */
  size: number;
  /** The dark modules, each run of them along a row as one rectangle, in module units. */
  path: string;
}

export function counterQr(code: string): CounterQr {
  // Upper-case letters and digits: the QR's alphanumeric mode, the smallest symbol; medium error correction, since
  // a phone's screen behind a counter's glass reads worse than paper.
  const { modules } = QRCode.create(code, { errorCorrectionLevel: 'M' });
  const { size } = modules;
  let path = '';
  for (let row = 0; row < size; row++) {
    let col = 0;
    while (col < size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      let run = 1;
      while (col + run < size && modules.get(row, col + run)) run++;
      path += `M${col} ${row}h${run}v1h-${run}z`;
      col += run;
    }
  }
  return { size, path };
}
