// The part of pdfkit (react-pdf's PDF writer) the report reaches into: its document's font switch.
declare module 'pdfkit' {
  type FontSwitch = (this: unknown, src: unknown, family?: unknown, size?: unknown) => unknown;
  const PDFDocument: { prototype: { font: FontSwitch } };
  // pdfkit's own export.
  // eslint-disable-next-line import/no-default-export
  export default PDFDocument;
}
