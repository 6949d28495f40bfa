import type * as ReactPdfModule from '@react-pdf/renderer';
import { createElement as h, type ReactElement } from 'react';
import type { TLanguage } from '@huella/shared';
import { GUIDES, type GuideSection } from './instructions.content.ts';

// The guide drawn as a real PDF (vector text, searchable) with react-pdf's built-in Helvetica,
// which covers Spanish. It is drawn on the PDF thread (lib/pdf-thread.ts), where react-pdf is
// loaded.

type ReactPdf = typeof ReactPdfModule;

const GREEN = '#1b7f4b';

const styleSheet = {
  page: { padding: 48, fontFamily: 'Helvetica', fontSize: 10.5, lineHeight: 1.45, color: '#1f2933' },
  band: { borderBottomWidth: 3, borderBottomColor: GREEN, paddingBottom: 10, marginBottom: 18 },
  brand: { fontSize: 10, color: GREEN, fontFamily: 'Helvetica-Bold', letterSpacing: 1.5 },
  title: { fontSize: 19, fontFamily: 'Helvetica-Bold', marginTop: 6 },
  subtitle: { fontSize: 11, color: '#52606d', marginTop: 8 },
  section: { marginBottom: 12 },
  heading: { fontSize: 12.5, fontFamily: 'Helvetica-Bold', color: GREEN, marginBottom: 5 },
  paragraph: { marginBottom: 5 },
  step: { flexDirection: 'row', marginBottom: 4, paddingLeft: 6 },
  stepNumber: { width: 16, fontFamily: 'Helvetica-Bold', color: GREEN },
  stepText: { flex: 1 },
  footer: { position: 'absolute', bottom: 24, left: 48, right: 48, fontSize: 8.5, color: '#7b8794' },
} as const;

function section(
  { View, Text }: ReactPdf,
  styles: typeof styleSheet,
  item: GuideSection,
  index: number,
): ReactElement {
  return h(
    View,
    { key: index, style: styles.section, wrap: false },
    h(Text, { style: styles.heading }, item.title),
    ...item.paragraphs.map((text, i) => h(Text, { key: `p${i}`, style: styles.paragraph }, text)),
    ...(item.steps ?? []).map((text, i) =>
      h(
        View,
        { key: `s${i}`, style: styles.step },
        h(Text, { style: styles.stepNumber }, `${i + 1}.`),
        h(Text, { style: styles.stepText }, text),
      ),
    ),
  );
}

function guideDocument(pdf: ReactPdf, lang: TLanguage): ReactElement {
  const { Document, Page, Text, View } = pdf;
  const styles = pdf.StyleSheet.create(styleSheet);
  const guide = GUIDES[lang];
  return h(
    Document,
    { title: guide.title, author: 'Huella', subject: guide.subtitle, language: lang },
    h(
      Page,
      { size: 'LETTER', style: styles.page },
      h(
        View,
        { style: styles.band },
        h(Text, { style: styles.brand }, 'HUELLA'),
        h(Text, { style: styles.title }, guide.title),
        h(Text, { style: styles.subtitle }, guide.subtitle),
      ),
      ...guide.sections.map((item, index) => section(pdf, styles, item, index)),
      h(Text, { style: styles.footer, fixed: true }, guide.footer),
    ),
  );
}

/** The guide to recording emission sources and activities, drawn as a PDF in `lang`. */
export async function drawGuide(lang: TLanguage): Promise<Buffer> {
  const pdf = await import('@react-pdf/renderer');
  return pdf.renderToBuffer(guideDocument(pdf, lang) as Parameters<ReactPdf['renderToBuffer']>[0]);
}
