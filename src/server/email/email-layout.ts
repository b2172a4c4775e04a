import { escapeHtml } from '@/lib/email/template'

// Inline styles only: many mail programs drop style sheets. A long word breaks rather than widen
// the message past a phone's screen.
export const emailLayout = (bodyHtml: string, siteName: string): string => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(siteName)}</title></head>
<body style="margin:0;padding:0;background:#f1f5fb;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5fb;padding:24px 0;">
<tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;">
<tr><td style="background:#0b1d38;color:#e9cf8c;padding:20px;font:bold 18px Georgia,serif;border-radius:8px 8px 0 0;">${escapeHtml(siteName)}</td></tr>
<tr><td style="padding:24px 20px;font:15px/1.6 Arial,Helvetica,sans-serif;color:#1e293b;overflow-wrap:anywhere;word-break:break-word;">${bodyHtml}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`
