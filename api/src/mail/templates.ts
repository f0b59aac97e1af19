/**
 * French e-mail templates (plain text + minimal HTML) sent to restaurateurs
 * and livreurs when an admin approves or rejects their sign-up.
 */
import type { MailMessage } from './index';

export interface MailRecipient {
  name: string;
  email: string;
  role: string;
}

const ROLE_LABELS: Record<string, string> = {
  client: 'client',
  restaurateur: 'restaurateur',
  livreur: 'livreur',
  admin: 'administrateur',
};

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** Wraps paragraphs (already escaped) in a small, inline-styled HTML page. */
function layout(title: string, paragraphs: string[], cta?: { label: string; href: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join('\n');
  const button = cta
    ? `<p style="margin:24px 0"><a href="${escapeHtml(cta.href)}" style="background:#f97316;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(cta.label)}</a></p>`
    : '';
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
<h1 style="color:#ea580c;font-size:22px">${escapeHtml(title)}</h1>
${body}
${button}
<p style="margin-top:32px;color:#6b7280;font-size:13px">L’équipe Teranga</p>
</body></html>`;
}

/** `{appUrl}/login` without a doubled slash. */
export function loginUrl(appUrl: string): string {
  return `${appUrl.replace(/\/+$/, '')}/login`;
}

interface DecisionContent {
  subject: string;
  /** Heading of the HTML version. */
  title: string;
  /** Plain-text lines between the greeting and the sign-off. */
  lines: string[];
  signOff: string;
  /** HTML paragraphs (escaped) after the greeting. */
  paragraphs: string[];
  button: string;
}

/** The e-mail telling a user what an admin decided on their sign-up: greeting, content, link to log in. */
function decisionEmail(
  user: MailRecipient,
  appUrl: string,
  content: (role: string, url: string) => DecisionContent,
): MailMessage {
  const url = loginUrl(appUrl);
  const c = content(ROLE_LABELS[user.role] ?? user.role, url);
  const text = [`Bonjour ${user.name},`, '', ...c.lines, '', c.signOff, 'L’équipe Teranga'].join('\n');
  const html = layout(c.title, [`Bonjour ${escapeHtml(user.name)},`, ...c.paragraphs], { label: c.button, href: url });
  return { to: user.email, subject: c.subject, text, html };
}

export function approvalEmail(user: MailRecipient, appUrl: string): MailMessage {
  return decisionEmail(user, appUrl, (role, url) => ({
    subject: 'Votre compte Teranga est validé',
    title: 'Bienvenue sur Teranga !',
    lines: [
      `Bonne nouvelle : votre inscription en tant que ${role} sur Teranga a été approuvée par notre équipe.`,
      'Bienvenue parmi nous ! Vous pouvez dès maintenant vous connecter et accéder à votre espace :',
      url,
    ],
    signOff: 'À très bientôt,',
    paragraphs: [
      `Bonne nouvelle : votre inscription en tant que <strong>${escapeHtml(role)}</strong> sur Teranga a été approuvée par notre équipe.`,
      'Bienvenue parmi nous ! Vous pouvez dès maintenant vous connecter et accéder à votre espace.',
    ],
    button: 'Se connecter',
  }));
}

export function rejectionEmail(user: MailRecipient, reason: string, appUrl: string): MailMessage {
  return decisionEmail(user, appUrl, (role, url) => ({
    subject: 'Votre inscription Teranga n’a pas été validée',
    title: 'Votre inscription n’a pas été validée',
    lines: [
      `Après examen de vos documents, votre inscription en tant que ${role} sur Teranga n’a pas pu être validée.`,
      '',
      'Motif indiqué par notre équipe :',
      reason,
      '',
      'Comment renvoyer votre dossier : connectez-vous avec vos identifiants habituels, puis déposez de nouveau',
      'les documents demandés (PDF, PNG ou JPEG, 10 Mo maximum chacun). Votre demande repassera alors',
      'automatiquement en attente de validation.',
      url,
    ],
    signOff: 'Cordialement,',
    paragraphs: [
      `Après examen de vos documents, votre inscription en tant que <strong>${escapeHtml(role)}</strong> sur Teranga n’a pas pu être validée.`,
      `Motif indiqué par notre équipe :<br><em>${escapeHtml(reason)}</em>`,
      'Pour renvoyer votre dossier, connectez-vous avec vos identifiants habituels puis déposez de nouveau les documents demandés (PDF, PNG ou JPEG, 10 Mo maximum chacun). Votre demande repassera automatiquement en attente de validation.',
    ],
    button: 'Renvoyer mes documents',
  }));
}
