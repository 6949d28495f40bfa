import type { TLanguage } from '@huella/shared';
import { CODE_TTL_MINUTES } from '@huella/shared';

import type { MailContent } from '../../db/mail-outbox.ts';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function layout(
  lang: TLanguage,
  title: string,
  paragraphs: string[],
  highlight?: string,
  link?: { href: string; label: string },
) {
  const footer =
    lang === 'en'
      ? 'Huella · greenhouse-gas inventory. You receive this message because of an action on your account.'
      : 'Huella · inventario de gases de efecto invernadero. Recibes este mensaje por una acción en tu cuenta.';
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:Arial,Helvetica,sans-serif;background:#f4f7f5;padding:24px;color:#1b2b23">
<div style="max-width:520px;margin:auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;color:#0b6e4f;margin-top:0">${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p style="line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
${highlight ? `<p style="font-size:28px;letter-spacing:6px;font-weight:bold;text-align:center">${escapeHtml(highlight)}</p>` : ''}
${link ? `<p style="text-align:center"><a href="${escapeHtml(link.href)}" style="background:#0b6e4f;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p><p style="font-size:12px;word-break:break-all">${escapeHtml(link.href)}</p>` : ''}
<p style="font-size:12px;color:#5c6b63">${escapeHtml(footer)}</p>
</div></body></html>`;
  const text = [
    title,
    '',
    ...paragraphs,
    ...(highlight ? ['', highlight] : []),
    ...(link ? ['', link.href] : []),
    '',
    footer,
  ].join('\n');
  return { html, text };
}

export function verificationCodeMail(lang: TLanguage, name: string, code: string): MailContent {
  const subject = lang === 'en' ? 'Your Huella verification code' : 'Tu código de verificación de Huella';
  const paragraphs =
    lang === 'en'
      ? [
          `Hello ${name},`,
          `Enter this code to verify your e-mail address. It expires in ${CODE_TTL_MINUTES} minutes.`,
        ]
      : [
          `Hola ${name}:`,
          `Introduce este código para verificar tu correo electrónico. Caduca en ${CODE_TTL_MINUTES} minutos.`,
        ];
  return { template: 'verification-code', subject, ...layout(lang, subject, paragraphs, code) };
}

export function recoveryCodeMail(lang: TLanguage, name: string, code: string): MailContent {
  const subject = lang === 'en' ? 'Reset your Huella password' : 'Restablece tu contraseña de Huella';
  const paragraphs =
    lang === 'en'
      ? [
          `Hello ${name},`,
          `Use this code to choose a new password. It expires in ${CODE_TTL_MINUTES} minutes.`,
          'If you did not ask for it, ignore this message: your password stays as it is.',
        ]
      : [
          `Hola ${name}:`,
          `Usa este código para elegir una contraseña nueva. Caduca en ${CODE_TTL_MINUTES} minutos.`,
          'Si no lo solicitaste, ignora este mensaje: tu contraseña no cambia.',
        ];
  return { template: 'recovery-code', subject, ...layout(lang, subject, paragraphs, code) };
}

/**
 * To the owner of an address someone tried to sign up with: no account was made or changed, and
 * the password can be recovered from the link. The sign-up's answer was the same as for a new
 * address, so only the owner learns that the account exists.
 */
export function signUpAttemptMail(lang: TLanguage, name: string, recoverLink: string): MailContent {
  const subject =
    lang === 'en'
      ? 'Someone tried to sign up to Huella with your e-mail'
      : 'Alguien intentó crear una cuenta de Huella con tu correo';
  const paragraphs =
    lang === 'en'
      ? [
          `Hello ${name},`,
          'Someone, perhaps you, tried to create a Huella account with this address, which already has one. No account was created and nothing of yours changed.',
          'If it was you and you do not remember your password, choose a new one from this link. If it was not you, ignore this message.',
        ]
      : [
          `Hola ${name}:`,
          'Alguien, quizá tú, intentó crear una cuenta de Huella con esta dirección, que ya tiene una. No se creó ninguna cuenta y nada de la tuya cambió.',
          'Si fuiste tú y no recuerdas tu contraseña, elige una nueva desde este enlace. Si no fuiste tú, ignora este mensaje.',
        ];
  const label = lang === 'en' ? 'Recover my password' : 'Recuperar mi contraseña';
  return {
    template: 'sign-up-attempt',
    subject,
    ...layout(lang, subject, paragraphs, undefined, { href: recoverLink, label }),
  };
}

/**
 * To an address that asked for a recovery code but has no account that can use one: the request's
 * answer was the same as for an account, so only the owner of the address learns why no code came.
 */
export function recoveryWithoutAccountMail(
  lang: TLanguage,
  reason: 'no_account' | 'cannot_sign_in',
  signUpLink: string,
): MailContent {
  const subject = lang === 'en' ? 'Huella password recovery' : 'Recuperación de contraseña de Huella';
  const paragraphs =
    lang === 'en'
      ? [
          'Someone, perhaps you, asked to recover the Huella password of this address.',
          reason === 'no_account'
            ? 'No Huella account uses this address, so there is no password to recover. If you want an account, create it from this link.'
            : 'The account of this address cannot sign in now (its invitation is not accepted yet, or it is blocked), so no code was sent. Ask the administrator of your company.',
          'If it was not you, ignore this message.',
        ]
      : [
          'Alguien, quizá tú, pidió recuperar la contraseña de Huella de esta dirección.',
          reason === 'no_account'
            ? 'Ninguna cuenta de Huella usa esta dirección, así que no hay contraseña que recuperar. Si quieres una cuenta, créala desde este enlace.'
            : 'La cuenta de esta dirección no puede iniciar sesión ahora (su invitación aún no está aceptada, o está bloqueada), así que no se envió ningún código. Pregunta al administrador de tu empresa.',
          'Si no fuiste tú, ignora este mensaje.',
        ];
  const link =
    reason === 'no_account'
      ? { href: signUpLink, label: lang === 'en' ? 'Create an account' : 'Crear una cuenta' }
      : undefined;
  return {
    template: 'recovery-without-account',
    subject,
    ...layout(lang, subject, paragraphs, undefined, link),
  };
}

/**
 * An invitation to join a company. Someone with an account signs in and accepts; someone without
 * one creates it from the link. Either way nothing happens until they act.
 */
export function invitationMail(
  lang: TLanguage,
  invitation: {
    companyName: string;
    inviterName: string;
    link: string;
    expiresDays: number;
    hasAccount: boolean;
  },
): MailContent {
  const { companyName, inviterName, link, expiresDays, hasAccount } = invitation;
  const subject =
    lang === 'en' ? `You are invited to ${companyName} on Huella` : `Te invitaron a ${companyName} en Huella`;
  const next =
    lang === 'en'
      ? hasAccount
        ? `Open this link and sign in with your account to accept or decline. You will see it too among your companies in Huella. It is valid for ${expiresDays} days.`
        : `Create your account from this link to accept. It is valid for ${expiresDays} days and can be used once.`
      : hasAccount
        ? `Abre este enlace e inicia sesión con tu cuenta para aceptarla o rechazarla. También la verás entre tus empresas en Huella. Es válido durante ${expiresDays} días.`
        : `Crea tu cuenta desde este enlace para aceptarla. Es válido durante ${expiresDays} días y se puede usar una vez.`;
  const paragraphs =
    lang === 'en'
      ? [
          `${inviterName} invited you to measure the carbon footprint of ${companyName} with Huella.`,
          next,
          'If you do not expect it, ignore this message: you will not join any company.',
        ]
      : [
          `${inviterName} te invitó a medir la huella de carbono de ${companyName} con Huella.`,
          next,
          'Si no la esperabas, ignora este mensaje: no entrarás en ninguna empresa.',
        ];
  const label = lang === 'en' ? 'See the invitation' : 'Ver la invitación';
  return {
    template: hasAccount ? 'invitation-existing-account' : 'invitation',
    subject,
    ...layout(lang, subject, paragraphs, undefined, { href: link, label }),
  };
}
