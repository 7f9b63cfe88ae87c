import type { Bilingual, ContentPage } from './types.ts';

export const refunds: Bilingual<ContentPage> = {
  ar: {
    title: 'سياسة الاسترداد',
    description: 'متى تستردّ ما دفعته لتصريف وكيف تطلبه. نريد أن تكون القواعد بسيطة وعادلة للطرفين.',
    updated: '2026-11-22',
    sections: [
      {
        id: 'overview',
        heading: 'باختصار',
        paragraphs: ['الخطة المجانية تتيح لك تجربة تصريف قبل الدفع. وإن اشتركت في خطة مدفوعة ولم تناسبك، فهذه هي الحالات التي نعيد فيها المبلغ.'],
        items: [
          'أوّل دفع سنوي: استرداد كامل إذا طلبته خلال 14 يومًا من الدفع.',
          'الاشتراك الشهري: لا يُستردّ جزئيًّا، ويمكنك إلغاء التجديد في أيّ وقت.',
          'الأخطاء في الفوترة، كالخصم المكرّر: تُستردّ دائمًا.',
        ],
      },
      {
        id: 'yearly',
        heading: 'الاشتراك السنوي',
        paragraphs: [
          'إذا اشتركت سنويًّا لأوّل مرة في خطة مدفوعة، فلك أن تطلب استرداد المبلغ كاملًا خلال 14 يومًا من تاريخ الدفع، دون أن تذكر السبب.',
          'بعد 14 يومًا، أو عند تجديد اشتراك سنوي سابق، لا يُستردّ المبلغ، لكن يمكنك إلغاء التجديد فيبقى اشتراكك فعّالًا حتى نهاية السنة المدفوعة.',
        ],
      },
      {
        id: 'monthly',
        heading: 'الاشتراك الشهري',
        paragraphs: [
          'لا نردّ جزءًا من ثمن الشهر الجاري إذا ألغيت في أثنائه. يبقى اشتراكك فعّالًا حتى نهاية الشهر المدفوع، ثمّ لا يتجدّد.',
          'الاشتراك الشهري بطبيعته قصير، فإن لم تكن متأكّدًا فابدأ بالخطة المجانية أو بشهر واحد.',
        ],
      },
      {
        id: 'plan-changes',
        heading: 'الترقية والتخفيض',
        paragraphs: [
          'عند الترقية إلى خطة أعلى تُفتح مزاياها فورًا، ويُعرض عليك المبلغ المستحق قبل التأكيد.',
          'عند التخفيض إلى خطة أدنى يسري التغيير في بداية الفترة التالية، ولا يُردّ الفرق عن الفترة الجارية.',
        ],
      },
      {
        id: 'school-plans',
        heading: 'خطط المدارس والمؤسسات',
        paragraphs: [
          'تسري هذه السياسة على خطة المدارس بسعرها المعلن. أمّا الاشتراكات ذات السعر الخاص للمؤسسات التي تتجاوز 200 مستخدم، فتحكمها شروط الاسترداد المتّفق عليها عند التعاقد.',
        ],
      },
      {
        id: 'exceptions',
        heading: 'حالات نعيد فيها المبلغ دائمًا',
        paragraphs: ['بصرف النظر عن نوع الاشتراك ومدته، نعيد المبلغ في الحالات الآتية:'],
        items: [
          'خُصم منك المبلغ مرتين للفترة نفسها، أو خُصم مبلغ غير الذي عُرض عليك.',
          'جُدّد اشتراكك بعد أن ألغيت التجديد.',
          'تعذّر استعمال الخدمة مدة طويلة بسبب خلل من جهتنا.',
          'أوقفنا حسابك المدفوع دون مخالفة منك لشروط الاستخدام: نعيد ما يقابل المدة المتبقية.',
        ],
      },
      {
        id: 'how-to-request',
        heading: 'كيف تطلب الاسترداد',
        paragraphs: [
          'بعد قبول الطلب يُعاد المبلغ إلى وسيلة الدفع نفسها، ويتوقّف ظهوره في حسابك على مصرفك أو مُصدِر بطاقتك. وعند استرداد الاشتراك كاملًا تنتقل إلى الخطة المجانية وتبقى اختباراتك ضمن حدودها.',
        ],
        items: ['افتح صفحة «اتصل بنا» واختر «طلب عام».', 'اكتب البريد الإلكتروني لحسابك، وتاريخ الدفع، والخطة وفترة الفوترة.', 'أرسل الطلب، وسنردّ عليك بالبريد الإلكتروني.'],
        ordered: true,
      },
    ],
  },
  en: {
    title: 'Refund policy',
    description: 'When you can get your money back from Tasreef, and how to ask for it. We want the rules to be simple and fair to both sides.',
    updated: '2026-11-22',
    sections: [
      {
        id: 'overview',
        heading: 'In short',
        paragraphs: ['The Free plan lets you try Tasreef before you pay. If you subscribe to a paid plan and it does not suit you, these are the cases in which we refund you.'],
        items: [
          'First yearly payment: a full refund if you ask within 14 days of paying.',
          'Monthly subscriptions: not refunded pro rata; you can turn off renewal at any time.',
          'Billing mistakes, such as a double charge: always refunded.',
        ],
      },
      {
        id: 'yearly',
        heading: 'Yearly subscriptions',
        paragraphs: [
          'If you pay yearly for a paid plan for the first time, you can ask for a full refund within 14 days of the payment date, without giving a reason.',
          'After 14 days, or when an earlier yearly subscription renews, the payment is not refunded, but you can turn off renewal and your plan stays active until the end of the paid year.',
        ],
      },
      {
        id: 'monthly',
        heading: 'Monthly subscriptions',
        paragraphs: [
          'We do not refund part of the current month if you cancel during it. Your plan stays active until the end of the paid month and then does not renew.',
          'A monthly subscription is short by nature; if you are unsure, start with the Free plan or a single month.',
        ],
      },
      {
        id: 'plan-changes',
        heading: 'Upgrades and downgrades',
        paragraphs: [
          'When you upgrade to a higher plan, its features open at once, and the amount due is shown to you before you confirm.',
          'When you downgrade to a lower plan, the change takes effect at the start of the next period, and the difference for the current period is not refunded.',
        ],
      },
      {
        id: 'school-plans',
        heading: 'School and organization plans',
        paragraphs: [
          'This policy applies to the School plan at its published price. Subscriptions with a custom price for organizations above 200 users follow the refund terms agreed when the contract is made.',
        ],
      },
      {
        id: 'exceptions',
        heading: 'When we always refund',
        paragraphs: ['Whatever your subscription and however long you have had it, we refund you when:'],
        items: [
          'you were charged twice for the same period, or charged an amount other than the one shown to you;',
          'your subscription renewed after you had turned off renewal;',
          'the service was unusable for a long time because of a fault on our side;',
          'we closed your paid account although you had not broken the terms of service: we refund the unused part.',
        ],
      },
      {
        id: 'how-to-request',
        heading: 'How to ask for a refund',
        paragraphs: [
          'Once a request is accepted, the money goes back to the payment method you used; how soon it shows in your account depends on your bank or card issuer. After a full refund you move to the Free plan and keep your exams within its limits.',
        ],
        items: [
          'Open the Contact us page and choose “General request”.',
          'Give your account’s email address, the payment date, and the plan and billing period.',
          'Send the request; we will answer you by email.',
        ],
        ordered: true,
      },
    ],
  },
};
