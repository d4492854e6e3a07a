import type { MailMessage } from './mailer';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function layout(options: {
  heading: string;
  paragraphs: string[];
  button: string;
  link: string;
  footer: string;
}) {
  const paragraphs = options.paragraphs.map(
    (paragraph) =>
      `<p style="margin:0 0 16px;color:#374151;font-size:16px;line-height:24px">${escapeHtml(paragraph)}</p>`,
  );
  return `<!doctype html>
<html lang="en"><body style="margin:0;background:#fdf2f8;font-family:system-ui,-apple-system,Segoe UI,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="padding:32px 16px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:16px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#e11d48">Datecraft</p>
<h1 style="margin:0 0 16px;font-size:22px;color:#111827">${escapeHtml(options.heading)}</h1>
${paragraphs.join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(options.link)}" style="display:inline-block;background:#e11d48;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:10px">${escapeHtml(options.button)}</a></p>
<p style="margin:0 0 8px;color:#6b7280;font-size:13px;line-height:20px">If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(options.link)}" style="color:#be123c;word-break:break-all">${escapeHtml(options.link)}</a></p>
<p style="margin:16px 0 0;color:#9ca3af;font-size:13px">${escapeHtml(options.footer)}</p>
</td></tr></table>
</td></tr></table>
</body></html>`;
}

export function verificationEmail(to: string, firstName: string, link: string): MailMessage {
  const paragraphs = [
    `Hi ${firstName},`,
    'Please confirm that this is your e-mail address so we can keep your Datecraft account safe. The link works for 7 days.',
  ];
  const footer = "If you didn't create a Datecraft account, you can ignore this e-mail.";
  return {
    to,
    subject: 'Confirm your e-mail for Datecraft',
    link,
    text: `${paragraphs.join('\n\n')}\n\nConfirm your e-mail: ${link}\n\n${footer}\n\n— Datecraft`,
    html: layout({ heading: 'Confirm your e-mail', paragraphs, button: 'Confirm my e-mail', link, footer }),
  };
}

export function passwordResetEmail(to: string, firstName: string, link: string): MailMessage {
  const paragraphs = [
    `Hi ${firstName},`,
    'Someone asked to reset the password of your Datecraft account. If it was you, choose a new password with the link below. It works for one hour and only once.',
  ];
  const footer = "If you didn't ask for this, you can ignore this e-mail: your password stays the same.";
  return {
    to,
    subject: 'Reset your Datecraft password',
    link,
    text: `${paragraphs.join('\n\n')}\n\nReset your password: ${link}\n\n${footer}\n\n— Datecraft`,
    html: layout({
      heading: 'Reset your password',
      paragraphs,
      button: 'Choose a new password',
      link,
      footer,
    }),
  };
}

export function emailChangeConfirmationEmail(to: string, firstName: string, link: string): MailMessage {
  const paragraphs = [
    `Hi ${firstName},`,
    'You asked to use this address for your Datecraft account. Confirm it with the link below: until then, your account keeps its current address. The link works for 24 hours and only once.',
  ];
  const footer = "If you didn't ask for this, you can ignore this e-mail: nothing changes.";
  return {
    to,
    subject: 'Confirm your new e-mail for Datecraft',
    link,
    text: `${paragraphs.join('\n\n')}\n\nConfirm your new e-mail: ${link}\n\n${footer}\n\n— Datecraft`,
    html: layout({
      heading: 'Confirm your new e-mail',
      paragraphs,
      button: 'Confirm my new e-mail',
      link,
      footer,
    }),
  };
}

/** To the address being replaced; its link is the way back in for an owner whose session was taken. */
export function emailChangeNoticeEmail(
  to: string,
  firstName: string,
  newEmail: string,
  resetLink: string,
): MailMessage {
  const paragraphs = [
    `Hi ${firstName},`,
    `Someone signed in to your Datecraft account asked to change its e-mail address to ${newEmail}. The change happens only once that address is confirmed.`,
    'If this was not you, change your password now: resetting it signs out every device and cancels the change.',
  ];
  const footer = 'If you asked for this change, you can ignore this e-mail.';
  return {
    to,
    subject: 'Your Datecraft e-mail address is being changed',
    link: resetLink,
    text: `${paragraphs.join('\n\n')}\n\nReset your password: ${resetLink}\n\n${footer}\n\n— Datecraft`,
    html: layout({
      heading: 'Your e-mail address is being changed',
      paragraphs,
      button: 'Reset my password',
      link: resetLink,
      footer,
    }),
  };
}

/** Sent when Google vouches for the address of an existing account: only its mailbox may connect the two. */
export function googleLinkEmail(to: string, firstName: string, link: string): MailMessage {
  const paragraphs = [
    `Hi ${firstName},`,
    'Someone tried to sign in to your Datecraft account with Google. If it was you, follow the link below to connect Google sign-in to your account, then sign in with Google again. The link works for one hour and only once.',
  ];
  const footer =
    "If it wasn't you, you can ignore this e-mail: nothing changes, and your password still works.";
  return {
    to,
    subject: 'Connect Google sign-in to your Datecraft account',
    link,
    text: `${paragraphs.join('\n\n')}\n\nConnect Google sign-in: ${link}\n\n${footer}\n\n— Datecraft`,
    html: layout({
      heading: 'Connect Google sign-in',
      paragraphs,
      button: 'Connect Google sign-in',
      link,
      footer,
    }),
  };
}
