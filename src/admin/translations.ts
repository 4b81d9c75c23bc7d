import type { NestedKeysStripped, TFunction } from '@payloadcms/translations'

/**
 * The texts of this site's own admin screens, in the admin's languages (English and
 * Arabic). Payload merges them into its own catalogue under `hawler:`.
 */
export const adminTranslations = {
  en: {
    hawler: {
      yourAccount: 'Your account',
      languageAndDisplay: 'Language and display',
      changePasswordLink: 'Change password',
      changePasswordTitle: 'Change password',
      changePasswordIntro:
        'Choose a new password for your account. You stay signed in here; everywhere else this account is signed in, it will be signed out.',
      currentPassword: 'Current password',
      newPassword: 'New password',
      confirmPassword: 'New password again',
      passwordRules: 'At least {{min}} characters, and not your e-mail address.',
      changePasswordSubmit: 'Change password',
      saving: 'Saving…',
      passwordChanged: 'Password changed successfully',
      currentRequired: 'Enter your current password.',
      currentWrong: 'The current password is not correct.',
      passwordRequired: 'Enter a new password.',
      tooShort: 'The password needs at least {{min}} characters.',
      tooLong: 'The password can have at most {{max}} characters.',
      sameAsEmail: 'The password must not be your e-mail address.',
      sameAsCurrent: 'The new password must be different from the current one.',
      confirmRequired: 'Write the new password a second time.',
      mismatch: 'The two new passwords are not the same.',
      locked: 'Too many wrong passwords, so this account is locked for now. Try again in {{minutes}} minutes.',
      failed: 'Oops! Something went wrong and nothing was changed. Please try again.',
    },
  },
  ar: {
    hawler: {
      yourAccount: 'حسابك',
      languageAndDisplay: 'اللغة والعرض',
      changePasswordLink: 'تغيير كلمة المرور',
      changePasswordTitle: 'تغيير كلمة المرور',
      changePasswordIntro: 'اختر كلمة مرور جديدة لحسابك. ستبقى مسجّل الدخول هنا، وسيتم تسجيل خروج هذا الحساب من كل مكان آخر.',
      currentPassword: 'كلمة المرور الحالية',
      newPassword: 'كلمة المرور الجديدة',
      confirmPassword: 'أعد كتابة كلمة المرور الجديدة',
      passwordRules: '{{min}} أحرف على الأقل، وألا تكون بريدك الإلكتروني.',
      changePasswordSubmit: 'تغيير كلمة المرور',
      saving: 'جارٍ الحفظ…',
      passwordChanged: 'تم تغيير كلمة المرور بنجاح',
      currentRequired: 'أدخل كلمة المرور الحالية.',
      currentWrong: 'كلمة المرور الحالية غير صحيحة.',
      passwordRequired: 'أدخل كلمة مرور جديدة.',
      tooShort: 'يجب أن تتكون كلمة المرور من {{min}} أحرف على الأقل.',
      tooLong: 'يمكن أن تتكون كلمة المرور من {{max}} حرفًا على الأكثر.',
      sameAsEmail: 'يجب ألا تكون كلمة المرور هي بريدك الإلكتروني.',
      sameAsCurrent: 'يجب أن تختلف كلمة المرور الجديدة عن الحالية.',
      confirmRequired: 'اكتب كلمة المرور الجديدة مرة ثانية.',
      mismatch: 'كلمتا المرور الجديدتان غير متطابقتين.',
      locked: 'محاولات خاطئة كثيرة، لذلك أُقفل هذا الحساب مؤقتًا. حاول مرة أخرى بعد {{minutes}} دقيقة.',
      failed: 'عذرًا! حدث خطأ ولم يتغير شيء. يرجى المحاولة مرة أخرى.',
    },
  },
}

export type AdminTranslationKey = NestedKeysStripped<typeof adminTranslations.en>

/** Payload's `t`, knowing this site's own keys. */
export function adminT(t: TFunction<never> | TFunction): TFunction<AdminTranslationKey> {
  return t as unknown as TFunction<AdminTranslationKey>
}
