import type { MessageCatalog } from './messages.ts';

/** The messages of schools, teachers, students, classes, invitations and roster import; `messages.ts` joins them into the one lookup. */
const en = {
  // fields
  username_invalid: 'A username has 3 to 30 lowercase Latin letters, digits, dots, dashes or underscores, and starts with a letter or a digit',
  username_students_only: 'Only students sign in with a username; a teacher needs an email address',
  username_taken: 'This username is taken',
  email_or_username_required: 'Give the student an email address or a username',
  email_or_username_not_both: 'Give an email address or a username, not both',
  time_accommodation_range: 'The time factor must be between 1 and 3, in hundredths (for example 1.25 or 1.5)',
  time_accommodation_students_only: 'Only students have a time accommodation',
  select_at_least_one: 'Select at least one',

  // conflicts and refusals
  member_exists: 'This person is already a member of your organization',
  account_is_student: 'This address belongs to a student account; it cannot be added as a teacher',
  account_is_educator: 'This address belongs to an educator account; it cannot be added as a student',
  account_not_addable: 'This account cannot be added to an organization',
  teacher_in_other_organization: 'This teacher already belongs to another organization',
  educator_has_roster: 'This educator has students or classes of their own; they cannot join an organization as a teacher',
  managed_elsewhere: 'This person manages their own profile; only their classes and time accommodation can be changed here',
  owner_only: 'Only the organization account can do this',
  not_a_student: 'Only students can be added to a class as students',
  not_a_teacher: 'Only teachers can teach a class',
  class_archived: 'This class is archived; restore it first',
  class_name_taken: 'A class with this name already exists',
  not_username_account: 'This student signs in with an email address; send them a new invitation instead',
  invitation_not_pending: 'This person has already joined',
  plan_limit_educators: 'Your plan allows {number} educator sub-accounts; the {plan} plan lifts this limit',
  plan_limit_educators_unavailable: 'Your plan does not include educator sub-accounts; the {plan} plan does',
  password_change_required: 'Set a new password before you go on',
  not_email_account: 'This student signs in with a username; make a new one-time password instead',
  plan_unknown: 'There is no such plan',
  plan_granted: 'The plan has been changed',
  password_set: 'Your password has been set',

  // invitations
  invitation_invalid: 'This invitation link is not valid or has expired; ask for a new one',
  invitation_wrong_account: 'This invitation was sent to another address; sign in with that account',
  invitation_accepted: 'Welcome! You have joined {organization}',
  invitation_declined: 'The invitation was declined',
  invitation_resent: 'A new invitation has been sent',
  one_time_password_made: 'A new one-time password was made; it is shown only once',

  // successes
  class_created: 'The class has been created successfully',
  class_archived_done: 'The class has been archived',
  class_restored: 'The class has been restored',
  members_added: 'Added successfully',
  members_removed: 'Removed successfully',
  bulk_done: 'Done: {number} records changed',

  // the dashboard's latest activity: who did what
  activity_member_invited: '{actor} invited {name}',
  activity_member_added: '{actor} added {name}',
  activity_member_updated: '{actor} updated {name}',
  activity_member_removed: '{actor} removed {name}',
  activity_member_joined: '{name} joined',
  activity_class_created: '{actor} created the class {class}',
  activity_class_updated: '{actor} updated the class {class}',
  activity_class_archived: '{actor} archived the class {class}',
  activity_class_members: '{actor} changed the members of the class {class}',
  activity_roster_imported: '{actor} imported a roster ({number} rows)',
  activity_other: '{actor} made a change',
} as const;

export type ManagementMessageKey = keyof typeof en;

const ar: Record<ManagementMessageKey, string> = {
  username_invalid: 'يتكوّن اسم المستخدم من 3 إلى 30 حرفًا لاتينيًّا صغيرًا أو رقمًا أو نقطة أو شَرطة، ويبدأ بحرف أو رقم',
  username_students_only: 'الطلاب وحدهم يدخلون باسم مستخدم؛ يحتاج المعلّم إلى بريد إلكتروني',
  username_taken: 'اسم المستخدم هذا مأخوذ',
  email_or_username_required: 'أعطِ الطالب بريدًا إلكترونيًّا أو اسم مستخدم',
  email_or_username_not_both: 'أعطِ بريدًا إلكترونيًّا أو اسم مستخدم، لا كليهما',
  time_accommodation_range: 'يجب أن يكون مُعامِل الوقت بين 1 و3، بأجزاء من مئة (مثل 1.25 أو 1.5)',
  time_accommodation_students_only: 'تمديد الوقت للطلاب وحدهم',
  select_at_least_one: 'اختر عنصرًا واحدًا على الأقل',

  member_exists: 'هذا الشخص عضو في مؤسستك من قبل',
  account_is_student: 'هذا العنوان لحساب طالب؛ لا يمكن إضافته معلّمًا',
  account_is_educator: 'هذا العنوان لحساب معلّم؛ لا يمكن إضافته طالبًا',
  account_not_addable: 'لا يمكن إضافة هذا الحساب إلى مؤسسة',
  teacher_in_other_organization: 'هذا المعلّم منتسب إلى مؤسسة أخرى',
  educator_has_roster: 'لهذا المعلّم طلاب أو فصول خاصة به؛ لا يمكنه الانضمام إلى مؤسسة معلّمًا',
  managed_elsewhere: 'هذا الشخص يدير ملفه بنفسه؛ لا يُغيَّر هنا إلا فصوله وتمديد وقته',
  owner_only: 'حساب المؤسسة وحده يستطيع هذا',
  not_a_student: 'لا يُضاف إلى الفصل طالبًا إلا الطلاب',
  not_a_teacher: 'لا يدرّس الفصل إلا المعلّمون',
  class_archived: 'هذا الفصل مؤرشف؛ استعِده أولًا',
  class_name_taken: 'يوجد فصل بهذا الاسم',
  not_username_account: 'هذا الطالب يدخل ببريده الإلكتروني؛ أرسل إليه دعوة جديدة بدلًا من ذلك',
  invitation_not_pending: 'انضم هذا الشخص من قبل',
  plan_limit_educators: 'تسمح خطتك بحسابات فرعية للمعلّمين عددها {number}؛ وخطة {plan} ترفع هذا الحد',
  plan_limit_educators_unavailable: 'لا تشمل خطتك حسابات فرعية للمعلّمين؛ وخطة {plan} تشملها',
  password_change_required: 'عيِّن كلمة مرور جديدة قبل المتابعة',
  not_email_account: 'يدخل هذا الطالب باسم مستخدم؛ أنشئ له كلمة مرور لمرة واحدة بدلًا من ذلك',
  plan_unknown: 'لا توجد خطة بهذا الاسم',
  plan_granted: 'تم تغيير الخطة',
  password_set: 'تم تعيين كلمة المرور',

  invitation_invalid: 'رابط الدعوة هذا غير صالح أو انتهت مدته؛ اطلب رابطًا جديدًا',
  invitation_wrong_account: 'أُرسلت هذه الدعوة إلى عنوان آخر؛ ادخل بذلك الحساب',
  invitation_accepted: 'أهلًا بك! انضممت إلى {organization}',
  invitation_declined: 'رُفضت الدعوة',
  invitation_resent: 'أُرسلت دعوة جديدة',
  one_time_password_made: 'أُنشئت كلمة مرور جديدة لمرة واحدة؛ لا تُعرض إلا مرة واحدة',

  class_created: 'تم إنشاء الفصل بنجاح',
  class_archived_done: 'أُرشف الفصل',
  class_restored: 'استُعيد الفصل',
  members_added: 'تمت الإضافة بنجاح',
  members_removed: 'تمت الإزالة بنجاح',
  bulk_done: 'تم: عدد السجلات التي تغيّرت {number}',

  activity_member_invited: 'دعا {actor} ‏{name}',
  activity_member_added: 'أضاف {actor} ‏{name}',
  activity_member_updated: 'حدّث {actor} بيانات {name}',
  activity_member_removed: 'أزال {actor} ‏{name}',
  activity_member_joined: 'انضم {name}',
  activity_class_created: 'أنشأ {actor} الفصل {class}',
  activity_class_updated: 'حدّث {actor} الفصل {class}',
  activity_class_archived: 'أرشف {actor} الفصل {class}',
  activity_class_members: 'غيّر {actor} أعضاء الفصل {class}',
  activity_roster_imported: 'استورد {actor} قائمة (عدد الصفوف {number})',
  activity_other: 'أجرى {actor} تغييرًا',
};

export const managementMessages: MessageCatalog<ManagementMessageKey> = { en, ar };
