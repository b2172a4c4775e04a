/** The privacy notice (Malaysia's Personal Data Protection Act 2010), in both languages. */
export const PRIVACY_NOTICE = {
  version: '2026-12',
  effectiveDate: '2026-12-01T00:00:00+08:00',
  titleEnglish: 'Privacy Notice',
  titleMalay: 'Notis Privasi',
  sections: [
    {
      headingEnglish: 'Who we are',
      headingMalay: 'Siapa kami',
      textEnglish:
        'Malaysia Leadership Academy Sdn. Bhd. ("we") collects and processes the personal data you give us through this website in line with the Personal Data Protection Act 2010 (PDPA).',
      textMalay:
        'Malaysia Leadership Academy Sdn. Bhd. ("kami") mengumpul dan memproses data peribadi yang anda berikan melalui laman web ini selaras dengan Akta Perlindungan Data Peribadi 2010 (APDP).',
    },
    {
      headingEnglish: 'What we collect and why',
      headingMalay: 'Data yang dikumpul dan tujuannya',
      textEnglish:
        'When you send a message, an inquiry or a registration, we collect your name, e-mail address, phone number, organisation and address, the names of the participants you register, and what you write to us. We use them to answer you, to register and invoice your participants, to issue certificates, and to keep the records the law requires.',
      textMalay:
        'Apabila anda menghantar mesej, pertanyaan atau pendaftaran, kami mengumpul nama, alamat e-mel, nombor telefon, organisasi dan alamat anda, nama peserta yang anda daftarkan, serta apa yang anda tulis kepada kami. Kami menggunakannya untuk menjawab anda, mendaftar dan mengebil peserta anda, mengeluarkan sijil, dan menyimpan rekod yang dikehendaki undang-undang.',
    },
    {
      headingEnglish: 'Who sees it',
      headingMalay: 'Siapa yang melihatnya',
      textEnglish:
        'Only our staff who handle your request see your data. We do not sell it. We share it only with the service providers who host this website and send its e-mails, under contract, or when the law requires us to.',
      textMalay:
        'Hanya kakitangan kami yang mengendalikan permintaan anda melihat data anda. Kami tidak menjualnya. Kami hanya berkongsi dengan penyedia perkhidmatan yang mengehos laman web ini dan menghantar e-melnya, di bawah kontrak, atau apabila dikehendaki undang-undang.',
    },
    {
      headingEnglish: 'Payments and certificates',
      headingMalay: 'Bayaran dan sijil',
      textEnglish:
        'When you pay, we keep the bank slips you upload, the lines of our bank statements that show your transfer (the payer’s name, the amount, the date and the reference) and the receipts we issue: they are part of our accounting records.\n\nWhen a participant completes a workshop, we record their attendance and issue a certificate with their name, the programme and its dates. Anyone who has the certificate’s code can check it on our website, which shows only that name, the programme, its dates, the date of issue and whether it is still valid. A certificate stays checkable until we revoke it or the participant asks us to withdraw it.',
      textMalay:
        'Apabila anda membayar, kami menyimpan slip bank yang anda muat naik, baris penyata bank kami yang menunjukkan pindahan anda (nama pembayar, amaun, tarikh dan rujukan) serta resit yang kami keluarkan: semuanya sebahagian daripada rekod perakaunan kami.\n\nApabila peserta menamatkan bengkel, kami merekod kehadirannya dan mengeluarkan sijil dengan namanya, program dan tarikhnya. Sesiapa yang mempunyai kod sijil boleh menyemaknya di laman web kami, yang hanya menunjukkan nama itu, program, tarikhnya, tarikh sijil dikeluarkan dan sama ada ia masih sah. Sijil boleh disemak sehingga kami membatalkannya atau peserta meminta kami menariknya balik.',
    },
    {
      headingEnglish: 'How long we keep it',
      headingMalay: 'Tempoh simpanan',
      textEnglish:
        'We keep inquiries for up to two years and registrations for up to seven years (for accounting), then delete or anonymise them.',
      textMalay:
        'Kami menyimpan pertanyaan sehingga dua tahun dan pendaftaran sehingga tujuh tahun (untuk perakaunan), kemudian memadam atau menjadikannya tanpa nama.',
    },
    {
      headingEnglish: 'Your rights',
      headingMalay: 'Hak anda',
      textEnglish:
        'You may ask to see, correct or delete your personal data, or withdraw your consent, by writing to support@leadershipacademy.my. We answer within 21 days.',
      textMalay:
        'Anda boleh meminta untuk melihat, membetulkan atau memadam data peribadi anda, atau menarik balik persetujuan anda, dengan menulis kepada support@leadershipacademy.my. Kami akan menjawab dalam tempoh 21 hari.',
    },
  ],
}
