/**
 * A job as a PNG at the printer's width (203 dpi: 384 dots on 58 mm paper, 576 on 80 mm), for printers that take
 * images (mC-Print3, TSP100IV, mC-Label3 prefer them: the order number can be large and the words bold). The job is
 * laid out as SVG and drawn by resvg (WebAssembly, with the DejaVu fonts shipped in node_modules, so it draws the
 * same on every machine, with no system fonts).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { allergenRows, PRINT_WIDTH_DOTS, ticketVatRows, wrap, type PaperWidth, type PrintJob } from '@domain/printing';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import { escapeHtml } from '@domain/escape-html';

const require = createRequire(import.meta.url);

let ready: Promise<{ fonts: Uint8Array[] }> | null = null;
/** Loads the renderer and the fonts once, on the first image asked for. */
function renderer() {
  ready ??= (async () => {
    await initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
    // The fonts travel with the code (an npm package), so a label looks the same on every server.
    const regular = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));
    const bold = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'));
    return { fonts: [regular, bold] };
  })();
  return ready;
}

interface Row {
  text: string;
  size: number;
  bold?: boolean;
  /** Text at the right edge on the same row (an amount, the cup's number). */
  right?: string;
  /** A rule across the paper instead of text. */
  rule?: boolean;
  /** White on black: the Test mark, the allergen mark. */
  inverse?: boolean;
  /** Dots in from the margin (a line's options under it). */
  indent?: number;
}

function labelRows(job: Extract<PrintJob, { kind: 'label' }>): Row[] {
  return [
    { text: `#${job.orderNumber}`, size: 30, bold: true, right: job.cup },
    { text: job.firstName, size: 34, bold: true },
    { text: `${job.drink} (${job.size.toUpperCase()})`, size: 26, bold: true },
    ...job.options.map((option) => ({ text: option, size: 24 })),
    { text: `Pickup: ${job.pickup}`, size: 24, bold: true },
    ...allergenRows(job.allergens).map((text) => ({ text, size: 22, bold: true, inverse: true })),
  ];
}

function ticketRows(job: Extract<PrintJob, { kind: 'ticket' }>): Row[] {
  return [
    ...(job.test ? [{ text: 'TEST', size: 26, bold: true, inverse: true }] : []),
    { text: `#${job.orderNumber}`, size: 48, bold: true },
    { text: job.customer, size: 28, bold: true },
    { text: `Pickup: ${job.pickup}`, size: 24, bold: true },
    { text: '', size: 8, rule: true },
    ...job.lines.flatMap((line) => [
      {
        text: `${line.quantity} × ${line.name} (${line.size.toUpperCase()})`,
        size: 22,
        bold: true,
        right: line.amount,
      },
      ...line.options.map((option) => ({ text: option, size: 20, indent: 24 })),
      ...allergenRows(line.allergens).map((text) => ({ text, size: 20, bold: true, indent: 24 })),
    ]),
    { text: '', size: 8, rule: true },
    { text: 'Total', size: 28, bold: true, right: job.total },
    ...(job.vat ? ticketVatRows(job.vat).map((text) => ({ text, size: 20 })) : []),
  ];
}

function testPageRows(job: Extract<PrintJob, { kind: 'test' }>): Row[] {
  const said = [
    { text: job.shop, size: 30, bold: true },
    { text: job.printer, size: 24 },
    { text: job.time, size: 24, bold: true },
  ];
  if (job.paper === 'label') return [{ text: 'TEST PAGE', size: 24, bold: true, inverse: true }, ...said];
  return [
    { text: 'TEST PAGE', size: 28, bold: true, inverse: true },
    ...said,
    { text: '', size: 8, rule: true },
    { text: 'Ready for orders.', size: 22 },
  ];
}

const rowsOf = (job: PrintJob): Row[] =>
  job.kind === 'test' ? testPageRows(job) : job.kind === 'label' ? labelRows(job) : ticketRows(job);

/** The job's rows laid out down the paper, as SVG. */
function jobAsSvg(job: PrintJob, width: PaperWidth): { svg: string; width: number } {
  const dots = PRINT_WIDTH_DOTS[width];
  const margin = 8;
  const rows = rowsOf(job);
  let y = margin;
  const parts: string[] = [];
  for (const row of rows) {
    if (row.rule) {
      parts.push(`<rect x="${margin}" y="${y + 3}" width="${dots - 2 * margin}" height="2" fill="#000"/>`);
      y += row.size;
      continue;
    }
    const line = row.size * 1.25;
    // DejaVu Sans averages about 0.6 of its size a character; the right-hand text takes its share of the row.
    const room = dots - 2 * margin - (row.indent ?? 0) - (row.right ? (row.right.length + 1) * row.size * 0.62 : 0);
    const pieces = wrap(row.text, Math.max(4, Math.floor(room / (row.size * 0.62))));
    if (row.inverse) {
      parts.push(
        `<rect x="${margin}" y="${y}" width="${dots - 2 * margin}" height="${line * pieces.length}" fill="#000"/>`,
      );
    }
    const weight = row.bold ? ' font-weight="bold"' : '';
    const fill = row.inverse ? '#fff' : '#000';
    pieces.forEach((piece, index) => {
      const baseline = y + line * (index + 1) - row.size * 0.3;
      const x = margin + (row.inverse ? 6 : (row.indent ?? 0));
      parts.push(
        `<text x="${x}" y="${baseline}" font-size="${row.size}"${weight} fill="${fill}">${escapeHtml(piece)}</text>`,
      );
    });
    if (row.right) {
      const baseline = y + line - row.size * 0.3;
      parts.push(
        `<text x="${dots - margin}" y="${baseline}" font-size="${row.size}"${weight} text-anchor="end" fill="${fill}">${escapeHtml(row.right)}</text>`,
      );
    }
    y += line * Math.max(1, pieces.length);
  }
  const height = Math.ceil(y + margin);
  return {
    width: dots,
    svg:
      `<svg xmlns="http://www.w3.org/2000/svg" width="${dots}" height="${height}" viewBox="0 0 ${dots} ${height}" font-family="DejaVu Sans">` +
      `<rect width="100%" height="100%" fill="#fff"/>${parts.join('')}</svg>`,
  };
}

/** The job as a PNG exactly the printer's width in dots. */
export async function jobAsPng(job: PrintJob, width: PaperWidth): Promise<Uint8Array> {
  const { fonts } = await renderer();
  const { svg, width: dots } = jobAsSvg(job, width);
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: dots },
    font: { fontBuffers: fonts, defaultFontFamily: 'DejaVu Sans', loadSystemFonts: false },
  });
  const image = resvg.render();
  try {
    return image.asPng();
  } finally {
    image.free();
    resvg.free();
  }
}
