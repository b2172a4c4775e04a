import type { BlogPostSeed } from './types'

/**
 * The first blog posts, each written in English and Malay. `content` is the API's
 * newline-separated text: '## ' heading 2, '### ' heading 3, '- ' bullet, other lines paragraphs.
 */
export const BLOG_POSTS: BlogPostSeed[] = [
  {
    slug: 'five-habits-of-leaders-who-communicate-with-impact',
    tags: { en: ['Communication', 'Leadership'], ms: ['Komunikasi', 'Kepimpinan'] },
    publishedAt: '2025-04-14T01:00:00.000Z',
    image: {
      key: 'blog-five-habits-of-leaders-who-communicate-with-impact',
      label: 'Five Habits of Leaders Who Communicate with Impact',
      caption: 'Leadership Insights · Communication',
      shape: 'landscape',
      alt: 'Five habits of leaders who communicate with impact',
    },
    en: {
      title: 'Five Habits of Leaders Who Communicate with Impact',
      excerpt:
        'Clear communication is the most visible skill a leader has. These five everyday habits help managers speak with clarity, listen with intent and move people to act.',
      content: `Every leader communicates, but not every leader is understood. In our programs for ministries, universities and companies across Malaysia, we see the same pattern: the leaders who get results are not always the most eloquent speakers. They are the ones who have built a few simple habits and practise them every day.

## 1. Start with the point

Busy people listen for the conclusion. Leaders with impact state their main message in the first thirty seconds, then give the reasons and the details. Before a meeting or briefing, try writing your message in one sentence. If you cannot, you are not ready to speak yet.

## 2. Listen to understand, not to reply

Listening is the half of communication that most leaders skip. When a team member raises a problem, resist the urge to solve it at once. Ask one more question, summarise what you heard, and check that you have understood. People who feel heard are far more willing to follow.

## 3. Adapt to the audience

A message for the board is not the same as a message for the front line. Think about what your audience already knows, what they care about and what you want them to do next. In Malaysia's multilingual workplaces, this may also mean choosing between English and Bahasa Malaysia, or using both.

## 4. Give feedback that is specific and timely

Vague praise and delayed criticism both lose their power. Effective leaders describe the behaviour they saw, its effect, and what they would like to see next, and they do it close to the moment.

- Describe the situation and the behaviour
- Explain the impact on the team or the result
- Agree on the next step together

## 5. Make the next action clear

Many meetings end with agreement and no action. Close every important conversation by confirming who will do what, and by when. This single habit prevents misunderstandings and builds a culture of accountability.

### Putting the habits into practice

Choose one habit to focus on for the next two weeks. Ask a trusted colleague to observe you and give honest feedback. Small, consistent changes in the way you communicate will shape how your team sees you as a leader.

Our High Impact Communication for Leaders program helps managers build these habits through practice, feedback and coaching. Contact us to design a session for your team.`,
    },
    ms: {
      title: 'Lima Tabiat Pemimpin yang Berkomunikasi dengan Berkesan',
      excerpt:
        'Komunikasi yang jelas ialah kemahiran pemimpin yang paling ketara. Lima tabiat harian ini membantu pengurus bercakap dengan jelas, mendengar dengan teliti dan menggerakkan orang untuk bertindak.',
      content: `Setiap pemimpin berkomunikasi, tetapi tidak semua pemimpin difahami. Dalam program kami bersama kementerian, universiti dan syarikat di seluruh Malaysia, kami melihat corak yang sama: pemimpin yang mencapai hasil bukan semestinya penceramah yang paling petah. Mereka ialah pemimpin yang membina beberapa tabiat mudah dan mengamalkannya setiap hari.

## 1. Mulakan dengan perkara utama

Orang yang sibuk mahu mendengar kesimpulan terlebih dahulu. Pemimpin yang berkesan menyatakan mesej utama dalam tiga puluh saat pertama, kemudian barulah memberikan sebab dan perinciannya. Sebelum mesyuarat atau taklimat, cuba tulis mesej anda dalam satu ayat. Jika anda tidak dapat melakukannya, anda belum bersedia untuk bercakap.

## 2. Dengar untuk memahami, bukan untuk membalas

Mendengar ialah separuh daripada komunikasi yang sering diabaikan oleh pemimpin. Apabila ahli pasukan membangkitkan masalah, tahan keinginan untuk terus menyelesaikannya. Tanya satu lagi soalan, rumuskan apa yang anda dengar dan pastikan anda benar-benar faham. Orang yang merasa didengari lebih bersedia untuk mengikut.

## 3. Sesuaikan dengan pendengar

Mesej untuk lembaga pengarah tidak sama dengan mesej untuk kakitangan barisan hadapan. Fikirkan apa yang sudah diketahui oleh pendengar, apa yang penting bagi mereka dan apa yang anda mahu mereka lakukan seterusnya. Di tempat kerja Malaysia yang pelbagai bahasa, ini mungkin juga bermakna memilih antara bahasa Inggeris dan Bahasa Malaysia, atau menggunakan kedua-duanya.

## 4. Beri maklum balas yang khusus dan tepat pada masanya

Pujian yang kabur dan teguran yang terlewat sama-sama hilang kesannya. Pemimpin yang berkesan menerangkan tingkah laku yang dilihat, kesannya, dan apa yang mereka harapkan selepas ini, serta melakukannya secepat mungkin selepas peristiwa itu berlaku.

- Terangkan situasi dan tingkah laku
- Jelaskan kesannya kepada pasukan atau hasil kerja
- Persetujui langkah seterusnya bersama-sama

## 5. Jelaskan tindakan seterusnya

Banyak mesyuarat berakhir dengan persetujuan tetapi tanpa tindakan. Tutup setiap perbincangan penting dengan mengesahkan siapa akan melakukan apa, dan bila. Tabiat ini sahaja sudah mampu mengelakkan salah faham dan membina budaya akauntabiliti.

### Mengamalkan tabiat ini

Pilih satu tabiat untuk diberi tumpuan dalam dua minggu akan datang. Minta rakan sekerja yang dipercayai memerhati dan memberikan maklum balas yang jujur. Perubahan kecil yang konsisten dalam cara anda berkomunikasi akan membentuk cara pasukan melihat anda sebagai pemimpin.

Program High Impact Communication for Leaders kami membantu pengurus membina tabiat ini melalui latihan, maklum balas dan bimbingan. Hubungi kami untuk mereka bentuk sesi khas bagi pasukan anda.`,
    },
  },
  {
    slug: 'from-manager-to-strategic-leader',
    tags: {
      en: ['Strategy', 'Leadership Development'],
      ms: ['Strategi', 'Pembangunan Kepimpinan'],
    },
    publishedAt: '2025-07-08T01:00:00.000Z',
    image: {
      key: 'blog-from-manager-to-strategic-leader',
      label: 'From Manager to Strategic Leader',
      caption: 'Leadership Insights · Strategy',
      shape: 'landscape',
      alt: 'From manager to strategic leader: four shifts that matter',
    },
    en: {
      title: 'From Manager to Strategic Leader: Four Shifts That Matter',
      excerpt:
        'Promotion to a senior role demands more than working harder. Here are the four shifts in thinking that separate strategic leaders from capable managers.',
      content: `Many capable managers are promoted because they are excellent at getting things done. Then they discover that the skills that made them successful are no longer enough. A strategic leader is judged less on personal output and more on the direction they set and the results their people achieve.

In our Strategic Leadership Excellence program, we help participants make four shifts.

## Shift 1: From activities to outcomes

Managers often measure success by how busy their unit is. Strategic leaders ask a different question: what difference will this make for our clients, our citizens or our organisation in three years? Start every plan by defining the outcome, then decide which activities truly serve it, and which can stop.

## Shift 2: From solving problems to shaping the future

Firefighting feels productive, but it keeps a leader looking backwards. Set aside regular time, even one hour a week, to study trends in your sector, talk to stakeholders and think about what is coming. The leaders who anticipate change have far more choices than those who only react to it.

## Shift 3: From my unit to the whole organisation

A strategic leader understands how their division fits into the larger system. Decisions that look good for one department can create problems for another. Build relationships across boundaries and ask how your plans support the organisation's overall priorities.

## Shift 4: From control to empowerment

No senior leader can make every decision. Strategy succeeds when people at every level understand it well enough to act on it without waiting for instructions.

- Explain the why behind every priority
- Agree on clear goals and boundaries, then step back
- Review progress regularly and remove obstacles for your team

### A simple starting point

Take your current work plan and label each item as either an outcome or an activity. Then ask, for each activity, which outcome it serves. The items that serve no outcome are your first candidates to stop, delegate or redesign.

Becoming a strategic leader is a journey, not a single promotion. With deliberate practice, any capable manager can make these shifts and lead their organisation with greater clarity and confidence.`,
    },
    ms: {
      title: 'Daripada Pengurus kepada Pemimpin Strategik: Empat Anjakan Penting',
      excerpt:
        'Kenaikan pangkat ke jawatan kanan menuntut lebih daripada sekadar bekerja lebih keras. Inilah empat anjakan pemikiran yang membezakan pemimpin strategik daripada pengurus yang cekap.',
      content: `Ramai pengurus yang cekap dinaikkan pangkat kerana mereka sangat baik dalam menyiapkan tugasan. Kemudian mereka mendapati bahawa kemahiran yang membawa kejayaan dahulu tidak lagi mencukupi. Pemimpin strategik dinilai bukan berdasarkan hasil kerja peribadi, tetapi berdasarkan hala tuju yang ditetapkan dan pencapaian orang yang dipimpinnya.

Dalam program Strategic Leadership Excellence, kami membantu peserta membuat empat anjakan.

## Anjakan 1: Daripada aktiviti kepada hasil

Pengurus sering mengukur kejayaan berdasarkan betapa sibuknya unit mereka. Pemimpin strategik bertanya soalan yang berbeza: apakah perubahan yang akan dibawa kepada pelanggan, rakyat atau organisasi kita dalam tempoh tiga tahun? Mulakan setiap perancangan dengan menentukan hasil yang diingini, kemudian pilih aktiviti yang benar-benar menyokongnya, dan hentikan yang selebihnya.

## Anjakan 2: Daripada menyelesaikan masalah kepada membentuk masa depan

Memadam api terasa produktif, tetapi ia membuatkan pemimpin sentiasa melihat ke belakang. Peruntukkan masa secara tetap, walaupun sejam seminggu, untuk mengkaji trend dalam sektor anda, berbincang dengan pihak berkepentingan dan memikirkan apa yang bakal berlaku. Pemimpin yang menjangka perubahan mempunyai lebih banyak pilihan berbanding mereka yang hanya bertindak balas.

## Anjakan 3: Daripada unit saya kepada seluruh organisasi

Pemimpin strategik memahami bagaimana bahagiannya berfungsi dalam sistem yang lebih besar. Keputusan yang kelihatan baik untuk satu jabatan boleh menimbulkan masalah kepada jabatan lain. Bina hubungan merentasi jabatan dan tanya bagaimana rancangan anda menyokong keutamaan keseluruhan organisasi.

## Anjakan 4: Daripada mengawal kepada memperkasa

Tiada pemimpin kanan yang mampu membuat setiap keputusan. Strategi berjaya apabila warga kerja di setiap peringkat memahaminya dengan cukup baik untuk bertindak tanpa menunggu arahan.

- Terangkan sebab di sebalik setiap keutamaan
- Persetujui matlamat dan had yang jelas, kemudian beri ruang
- Semak kemajuan secara berkala dan atasi halangan bagi pihak pasukan

### Titik permulaan yang mudah

Ambil pelan kerja semasa anda dan labelkan setiap perkara sama ada sebagai hasil atau aktiviti. Kemudian, bagi setiap aktiviti, tanya hasil manakah yang disokongnya. Perkara yang tidak menyokong sebarang hasil ialah calon pertama untuk dihentikan, diagihkan atau direka semula.

Menjadi pemimpin strategik ialah satu perjalanan, bukan sekadar kenaikan pangkat. Dengan usaha dan latihan yang berterusan, mana-mana pengurus yang cekap boleh membuat anjakan ini dan memimpin organisasi dengan lebih jelas dan yakin.`,
    },
  },
  {
    slug: 'building-a-coaching-culture-in-the-public-sector',
    tags: {
      en: ['Coaching', 'Mentoring', 'Public Sector'],
      ms: ['Bimbingan', 'Mentoran', 'Sektor Awam'],
    },
    publishedAt: '2025-10-20T01:00:00.000Z',
    image: {
      key: 'blog-building-a-coaching-culture-in-the-public-sector',
      label: 'Building a Coaching Culture in the Public Sector',
      caption: 'Leadership Insights · Coaching',
      shape: 'landscape',
      alt: 'Building a coaching culture in the public sector',
    },
    en: {
      title: 'Building a Coaching Culture in the Public Sector',
      excerpt:
        'Coaching is no longer only for top executives. Here is how government departments and agencies can make coaching part of everyday leadership.',
      content: `In many public organisations, development still means sending officers to a course and hoping the learning sticks. Increasingly, Malaysian agencies are looking for something more lasting: a culture in which leaders at every level coach their people as part of their daily work.

## Why coaching matters now

Public service delivery is changing quickly, with digital services, higher citizen expectations and tighter budgets. Leaders cannot give their teams an answer for every new situation. Coaching helps officers think for themselves, take ownership of problems and grow faster in their roles.

## Coaching and mentoring are not the same

Both are valuable, and a strong culture uses both.

- Coaching draws out the other person's thinking through questions, focusing on a specific goal or challenge
- Mentoring shares the mentor's experience, advice and networks over a longer period
- Both rely on trust, confidentiality and regular conversations

## Four steps to build a coaching culture

### Start with senior leaders

A coaching culture grows from the top. When directors and deputy directors coach their own teams, and talk openly about being coached, others follow.

### Teach a simple model

Leaders need a shared structure for coaching conversations. Models such as GROW (Goal, Reality, Options, Way forward) are easy to learn and work well in short conversations between meetings.

### Make time for it

Coaching does not require long sessions. Fifteen minutes every two weeks with each direct report, protected in the calendar, is often enough to make a visible difference.

### Recognise coaching behaviour

If performance reviews reward only technical results, coaching will always be pushed aside. Include developing others as an expectation for every supervisor, and celebrate leaders who grow their people.

## What results to expect

Organisations that invest in coaching typically report better engagement, stronger succession pipelines and officers who are more confident in making decisions. The change does not happen overnight, but within six to twelve months the difference in how teams solve problems is clear.

Our Certified Program in Coaching & Mentoring equips leaders with the models, practice and feedback they need to coach with confidence.`,
    },
    ms: {
      title: 'Membina Budaya Coaching dalam Sektor Awam',
      excerpt:
        'Coaching bukan lagi untuk eksekutif atasan sahaja. Inilah cara jabatan dan agensi kerajaan boleh menjadikan coaching sebahagian daripada kepimpinan harian.',
      content: `Di banyak organisasi awam, pembangunan pegawai masih bermaksud menghantar mereka ke kursus dan berharap ilmu yang dipelajari akan kekal. Kini, semakin banyak agensi di Malaysia mencari pendekatan yang lebih berkekalan: budaya di mana pemimpin di setiap peringkat membimbing warga kerja mereka sebagai sebahagian daripada tugas harian.

## Mengapa coaching penting sekarang

Penyampaian perkhidmatan awam berubah dengan pantas, dengan perkhidmatan digital, jangkaan rakyat yang semakin tinggi dan bajet yang lebih ketat. Pemimpin tidak mampu memberikan jawapan kepada pasukan untuk setiap situasi baharu. Coaching membantu pegawai berfikir sendiri, mengambil tanggungjawab terhadap masalah dan berkembang dengan lebih cepat dalam peranan mereka.

## Coaching dan mentoring tidak sama

Kedua-duanya bernilai, dan budaya yang kukuh menggunakan kedua-duanya.

- Coaching mencungkil pemikiran orang lain melalui soalan, dengan fokus kepada matlamat atau cabaran tertentu
- Mentoring berkongsi pengalaman, nasihat dan rangkaian mentor dalam tempoh yang lebih panjang
- Kedua-duanya bergantung kepada kepercayaan, kerahsiaan dan perbualan yang berkala

## Empat langkah membina budaya coaching

### Mulakan dengan pemimpin kanan

Budaya coaching bermula dari atas. Apabila pengarah dan timbalan pengarah membimbing pasukan mereka sendiri, dan bercakap secara terbuka tentang pengalaman mereka dibimbing, yang lain akan mengikut.

### Ajar model yang mudah

Pemimpin memerlukan struktur yang sama untuk perbualan coaching. Model seperti GROW (Goal, Reality, Options, Way forward) mudah dipelajari dan sesuai untuk perbualan ringkas di antara mesyuarat.

### Peruntukkan masa

Coaching tidak memerlukan sesi yang panjang. Lima belas minit setiap dua minggu bersama setiap pegawai bawahan, yang dijadualkan dalam kalendar, selalunya sudah cukup untuk membawa perubahan yang ketara.

### Hargai tingkah laku coaching

Jika penilaian prestasi hanya menghargai hasil teknikal, coaching akan sentiasa diketepikan. Jadikan pembangunan orang lain sebagai jangkaan bagi setiap penyelia, dan raikan pemimpin yang berjaya membangunkan warga kerja mereka.

## Hasil yang boleh dijangka

Organisasi yang melabur dalam coaching lazimnya melaporkan penglibatan pekerja yang lebih baik, barisan pelapis yang lebih kukuh dan pegawai yang lebih yakin membuat keputusan. Perubahan ini tidak berlaku dalam sekelip mata, tetapi dalam tempoh enam hingga dua belas bulan, perbezaan dalam cara pasukan menyelesaikan masalah akan jelas kelihatan.

Certified Program in Coaching & Mentoring kami melengkapkan pemimpin dengan model, latihan dan maklum balas yang diperlukan untuk membimbing dengan yakin.`,
    },
  },
  {
    slug: 'leading-through-change-with-a-growth-mindset',
    tags: {
      en: ['Mindset', 'Change Management', 'Leadership'],
      ms: ['Minda', 'Pengurusan Perubahan', 'Kepimpinan'],
    },
    publishedAt: '2026-02-10T01:00:00.000Z',
    image: {
      key: 'blog-leading-through-change-with-a-growth-mindset',
      label: 'Leading Through Change with a Growth Mindset',
      caption: 'Leadership Insights · Mindset',
      shape: 'landscape',
      alt: 'Leading through change with a growth mindset',
    },
    en: {
      title: 'Leading Through Change with a Growth Mindset',
      excerpt:
        'Restructuring, new technology and shifting priorities test every leader. A growth mindset helps you and your team treat change as a chance to learn rather than a threat.',
      content: `Change is now a permanent feature of working life. Restructuring, new systems, new policies and new expectations arrive faster than most teams can absorb them. How a leader thinks about change shapes how the whole team responds to it.

## What a growth mindset means for leaders

A growth mindset is the belief that abilities can be developed through effort, good strategies and feedback. Leaders with a growth mindset see a difficult change as a chance to learn. Leaders with a fixed mindset tend to see it as a test they might fail, and their teams quickly sense that fear.

## Signs your team is stuck

- People wait for instructions instead of suggesting ideas
- Mistakes are hidden rather than discussed
- New systems are used only in the minimum way required
- Conversations focus on what was lost rather than what is possible

## Five practices to lead change with a growth mindset

### Talk openly about learning

Share what you are learning yourself, including your mistakes. When leaders model learning in public, they give their teams permission to do the same.

### Praise effort and strategy, not only results

During change, results often dip before they improve. Recognise people who try new approaches, ask for help and improve their methods, even before the numbers catch up.

### Turn problems into questions

Replace statements like "this will never work here" with questions such as "what would need to be true for this to work?" A good question invites the team to look for solutions.

### Make small experiments safe

Encourage the team to test new ideas on a small scale, review what happened and adjust. Small experiments reduce risk and build confidence step by step.

### Stay connected to purpose

People accept difficult change more readily when they understand why it matters. Keep linking the change to the people you serve, whether they are citizens, students or customers.

## The leader sets the tone

Your team watches how you respond to setbacks far more closely than they listen to your speeches. A calm, curious and hopeful response is contagious.

Our Leadership Mindset Transformation program helps leaders build this mindset in themselves and their teams. For individuals, the Membina Mindset Positif dan Berjaya video series offers a practical start in just ten minutes a day.`,
    },
    ms: {
      title: 'Memimpin Perubahan dengan Mindset Berkembang',
      excerpt:
        'Penstrukturan semula, teknologi baharu dan keutamaan yang berubah menguji setiap pemimpin. Mindset berkembang membantu anda dan pasukan melihat perubahan sebagai peluang untuk belajar, bukan ancaman.',
      content: `Perubahan kini menjadi sebahagian tetap daripada kehidupan bekerja. Penstrukturan semula, sistem baharu, dasar baharu dan jangkaan baharu datang lebih pantas daripada kemampuan kebanyakan pasukan untuk menyesuaikan diri. Cara seorang pemimpin melihat perubahan akan menentukan cara seluruh pasukan bertindak balas terhadapnya.

## Maksud mindset berkembang bagi pemimpin

Mindset berkembang ialah kepercayaan bahawa kebolehan boleh dibangunkan melalui usaha, strategi yang baik dan maklum balas. Pemimpin yang mempunyai mindset berkembang melihat perubahan yang sukar sebagai peluang untuk belajar. Pemimpin yang mempunyai mindset tetap pula cenderung melihatnya sebagai ujian yang mungkin gagal, dan pasukan mereka cepat merasai kebimbangan itu.

## Tanda pasukan anda tersekat

- Warga kerja menunggu arahan dan bukannya mengemukakan idea
- Kesilapan disembunyikan, bukan dibincangkan
- Sistem baharu digunakan pada tahap minimum sahaja
- Perbualan berkisar tentang apa yang hilang, bukan apa yang mungkin dicapai

## Lima amalan memimpin perubahan dengan mindset berkembang

### Bercakap secara terbuka tentang pembelajaran

Kongsi apa yang sedang anda pelajari, termasuk kesilapan anda. Apabila pemimpin menunjukkan teladan belajar secara terbuka, pasukan merasa selamat untuk melakukan perkara yang sama.

### Hargai usaha dan strategi, bukan hasil semata-mata

Semasa perubahan, prestasi sering menurun sebelum meningkat semula. Iktiraf mereka yang mencuba pendekatan baharu, meminta bantuan dan memperbaiki kaedah kerja, walaupun sebelum angka menunjukkan peningkatan.

### Jadikan masalah sebagai soalan

Gantikan kenyataan seperti "cara ini tidak akan berjaya di sini" dengan soalan seperti "apakah yang perlu ada supaya cara ini berjaya?" Soalan yang baik mengajak pasukan mencari penyelesaian.

### Galakkan eksperimen kecil

Galakkan pasukan menguji idea baharu secara kecil-kecilan, menilai hasilnya dan membuat penambahbaikan. Eksperimen kecil mengurangkan risiko dan membina keyakinan langkah demi langkah.

### Kekal berpaksikan tujuan

Warga kerja lebih mudah menerima perubahan yang sukar apabila mereka memahami sebab ia penting. Sentiasa kaitkan perubahan dengan mereka yang anda layani, sama ada rakyat, pelajar atau pelanggan.

## Pemimpin menentukan suasana

Pasukan anda memerhati cara anda bertindak balas terhadap kegagalan jauh lebih teliti daripada mendengar ucapan anda. Respons yang tenang, ingin tahu dan penuh harapan akan berjangkit kepada orang lain.

Program Leadership Mindset Transformation kami membantu pemimpin membina mindset ini dalam diri sendiri dan pasukan mereka. Bagi individu, siri video Membina Mindset Positif dan Berjaya menawarkan permulaan yang praktikal dalam masa hanya sepuluh minit sehari.`,
    },
  },
]
