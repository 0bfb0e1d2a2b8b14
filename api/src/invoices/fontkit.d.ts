/** The part of fontkit (pdfkit's font engine) the invoice PDF uses to check a Khmer run can be shaped. */
declare module 'fontkit' {
  export function create(data: Buffer): { layout(text: string, features?: Record<string, boolean>): unknown };
}
