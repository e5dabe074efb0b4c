/**
 * Currency data: ISO 4217 codes, how many decimals each is written with, the local symbols and
 * spellings of each currency, and the currency of each country (ISO 3166 alpha-2). Written from ISO
 * 4217 and common usage; read through ./currency.
 */

/** ISO 4217 codes in use. */
export const ACTIVE_CODES =
  "AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BOV BRL BSD BTN BWP BYN BZD " +
  "CAD CDF CHE CHF CHW CLF CLP CNY COP COU CRC CUC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL " +
  "GHS GIP GMD GNF GTQ GYD HKD HNL HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW KWD KYD " +
  "KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MXV MYR MZN NAD NGN NIO NOK NPR " +
  "NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLE SLL SOS SRD SSP STN " +
  "SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX USD USN UYI UYU UYW UZS VED VES VND VUV WST XAF XAG " +
  "XAU XBA XBB XBC XBD XCD XCG XDR XOF XPD XPF XPT XSU XUA YER ZAR ZMW ZWG ZWL";

/** Withdrawn ISO 4217 codes still seen on older pages. */
export const HISTORIC_CODES =
  "ADP ATS BEF BYR CYP DEM EEK ESP FIM FRF GRD HRK IEP ITL LTL LUF LVL MRO MTL NLG PTE ROL RUR SIT SKK STD " +
  "TRL VEF ZMK ZWD GHC MZM SDD CSD AFA XEU";

/**
 * Codes that are also common words or names in running text ("TOP 10", "TRY 14 days", "ALL 5 plans",
 * "PHP 8.2", "CVE-2024", "ESP32"): in running text they count only after a number.
 */
export const WORDLIKE_CODES =
  "ALL AMD ANG BAM BOB BOV BTN CHE CHW CLF COU CUP CVE DOP ERN ESP GEL ITL LAK MAD MDL MOP MXV NAD PEN PHP " +
  "SDG SOS STD SVC TOP TRY USN UYI UYW XAG XAU XBA XBB XBC XBD XDR XPD XPT XSU XUA CUC";

/** Codes whose prices are written without decimals in practice: "12.500" is twelve thousand five hundred. */
export const ZERO_DECIMAL =
  "BIF CLP DJF GNF ISK JPY KMF KRW KPW PYG RWF UGX UYI VND VUV XAF XOF XPF IDR HUF IRR COP LAK MMK KHR UZS " +
  "LBP SYP MGA TZS SLL SLE STD STN IQD";

/** Codes with three decimals: "423.923 KD" is 423.923. */
export const THREE_DECIMAL = "BHD JOD KWD LYD OMR TND";

/** Codes whose home locales write the decimal with a point: "1.299" is 1.299 (one point, three digits). */
export const POINT_DECIMAL =
  "USD GBP AUD CAD NZD SGD HKD CNY INR MYR PHP THB ILS MXN PKR LKR NPR BDT NGN KES GHS EGP SAR AED QAR GTQ DOP " +
  "HNL NIO PAB PEN TWD MOP JMD TTD BSD BBD BZD XCD";

/**
 * Spellings by currency, one currency a line: "CODE: spelling ...". "_" stands for a space. Markers at
 * the end of a spelling: "~" price strings only (too common as a word or unit in running text),
 * ">" in running text only after the number, "<" only before it. A trailing "." is optional when
 * matching. The ISO code itself is always a spelling.
 */
export const SPELLINGS = `
USD: US$ U$S USD$ US_$ dollars> dollar> Dollars> Dollar> ＄
EUR: € euro> euros> Euro> Euros> EURO> EUROS> Eur
GBP: £ ￡ ₤ GB£ UK£ pounds_sterling>
JPY: 円 JP¥ yen> Yen> YEN>
CNY: 人民币 人民幣 RMB CN¥ 圆 块~ yuan> Yuan>
KRW: ₩ ￦ 원 won>~
INR: ₹ INRs रु रुपये> रुपया> ૱ ௹ ꠸ र~
PKR: PKRs
LKR: රු SLRs SL_Rs SL_Re LKRs
NPR: रू नेरू NRs NPRs
BDT: ৳ Tk টাকা
THB: ฿ บาท baht>
VND: ₫ đ> VNĐ VNđ vnđ đồng> Đ~
IDR: Rp rupiah>
MYR: RM ringgit>
PHP: ₱ Php PhP
SGD: S$ SG$ SGD$
HKD: HK$ 港元 港幣 港币
TWD: NT$ NTD 新台幣 新臺幣 新台币 台幣 臺幣 NT~
MOP: MOP$ 澳門元
AUD: A$ AU$ AUD$ AUS$
NZD: NZ$ NZD$
CAD: CA$ CAN$ Can$ CAD$ CDN$ Cdn$
MXN: MX$ Mex$ MEX$ MXN$
ARS: AR$ ARS$
CLP: CL$ CLP$
COP: CO$ COL$ Col$ COP$
BRL: R$ reais>
UYU: $U UY$
DOP: RD$
JMD: J$
TTD: TT$
BZD: BZ$
BND: BN$
BBD: Bds$ BBD$
XCD: EC$
FJD: FJ$
GYD: GY$ G$
LRD: L$
NAD: N$
SBD: SI$
TOP: T$
WST: WS$
ZWL: Z$
ZAR: rand>~
NGN: naira>
CUC: CUC$
KYD: CI$ KY$
BMD: BD$
SRD: SR$ Sr$
CVE: CV$
ILS: ₪ NIS ש"ח ש״ח שח שקל shekels>
TRY: ₺ TL YTL lira>
RUB: ₽ руб рублей> рубля> рубль> Р> р> RUR rubles> roubles>
UAH: ₴ грн hryvnia> ГРН гривень> гривні> гривня> гривен>
BYN: бел._руб
KZT: ₸ тг тңг теңге> тенге>
UZS: so'm soʻm сўм> сум>
KGS: сом> ⃀
TJS: смн сомонӣ> SM~
TMT: manat>~ T~
AZN: ₼ ман> man.~
GEL: ₾ ლ> ლარი> lari>
AMD: ֏ դր դրամ>
RON: leu> LEI>
BGN: лв лева>
HUF: Ft> forint>
CZK: Kč Kc> KČ koruna>
PLN: zł zl> ZŁ złotych> zlotych> złoty> zloty>
SEK: Skr SKr kronor>
NOK: Nkr NKr
DKK: Dkr DKr
ISK: Ikr ÍKr
HRK: kn>~
CHF: SFr SFr. sFr Fr.sv.
ALL: Lek Lekë lek>
BAM: КМ> KM~ км~
RSD: din> дин> Din>
MKD: ден> den~
GHS: GH₵ GH¢ ₵
NGN: ₦
KES: KSh Ksh KSH Kshs
UGX: USh Ush USH
TZS: TSh Tsh TSH TShs
SOS: Ssh Sh.So.
ETB: ብር
ERN: Nfk ናቕፋ ናቅፋ
BWP: Pula>~
SZL: E~
MZN: MTn MT~ Mt~
AOA: Kz
ZMW: ZK~
MWK: MK~
MMK: Ks~
LAK: ₭ ₭N
KHR: ៛
MNT: ₮
PYG: ₲ Gs~
GTQ: Q~ q~
CRC: ₡
PAB: B/.
PEN: S/ S/.
VES: Bs.S Bs.D
VEF: Bs.F
HTG: G~
GMD: D~
GNF: FG~ GFr
CDF: FrCD FC~
KMF: CF~
BIF: FBu
DJF: Fdj
XPF: CFP~ F_CFP
RWF: FRw R₣ RF~ FR~
MGA: Ar~
CLF: UF~
XSU: Sucre~
GBP: GGP~ JEP~ IMP~
MUR: MURs
MVR: Rf~ MRf
SLE: Le~
STN: Db~ Dbs~
MRU: UM~
VUV: VT~ Vt~
BTN: Nu.~ Nu~
SDG: ج.س
AED: د.إ
SAR: ر.س SR~ ريال_سعودي
QAR: ر.ق QR~ ريال_قطري
OMR: ر.ع RO~ ريال_عماني
KWD: د.ك KD دينار_كويتي
BHD: د.ب BD~ دينار_بحريني
JOD: د.أ د.ا JD دينار_أردني دينار_اردني
IQD: د.ع ع.د دينار_عراقي
LYD: ل.د د.ل LD~ دينار_ليبي
TND: د.ت DT~ دينار_تونسي
DZD: د.ج دج DA~ دينار_جزائري
MAD: د.م
LBP: ل.ل LL~ LB£ L£
SYP: ل.س SY£ S£ LS~
YER: ر.ي YR~ ريال_يمني
EGP: ج.م E£ £E LE~ L.E. جنيه جنيه_مصري
IRR: ﷼ ریال تومان تومن
AFN: ؋ Af~ افغانی
ESP: ₧ Pts~ Ptas~ Pta~
GRD: ₯
DEM: DM~
FRF: ₣ FF~
ATS: öS~
IEP: IR£
MTL: Lm~
SKK: Sk~
LVL: Ls~
LTL: Lt~
EEK: Ekr
`;

/** Spellings that name several currencies, most likely first. Markers as above. */
export const AMBIGUOUS = `
$: USD CAD AUD NZD MXN ARS CLP COP SGD HKD TWD
¥: JPY CNY
￥: JPY CNY
元: CNY TWD HKD
圓: TWD HKD CNY
kr: SEK NOK DKK ISK
Kr: SEK NOK DKK ISK
KR: SEK NOK DKK ISK
R<: ZAR RUB INR
Rs: INR PKR LKR NPR MUR SCR
₨: PKR INR LKR NPR MUR SCR
ரூ: LKR INR
C$: CAD NIO
B$: BSD BND
lei>: RON MDL
Lei>: RON MDL
ƒ: AWG ANG
Afl: AWG
NAf: ANG
Bs: BOB VES
Br: BYN ETB
Fr~: CHF XOF XAF
fr.~: CHF XOF XAF
FCFA: XAF XOF
F.CFA~: XOF XAF
F_CFA~: XOF XAF
CFA~: XOF XAF
Esc~: CVE PTE
Dh: AED MAD
DH: AED MAD
Dhs: AED MAD
درهم: AED MAD
ريال: SAR IRR OMR QAR YER
دينار: KWD JOD BHD IQD LYD TND DZD
L~: HNL LSL SZL ALL
P~: BWP PHP
K~: MMK PGK ZMW
Sh~: KES UGX TZS SOS
som~: UZS KGS
pesos>: MXN ARS CLP COP UYU PHP DOP
peso>: MXN ARS CLP COP UYU PHP DOP
rupees>: INR PKR LKR NPR
kroner>: DKK NOK
krone>: DKK NOK
krona>: SEK ISK
francs>: CHF XOF XAF
dirhams>: AED MAD
riyals>: SAR QAR OMR
`;

/** Currency of each country or territory (ISO 3166 alpha-2, plus UK). */
export const REGION_CURRENCY =
  "AD:EUR AE:AED AF:AFN AG:XCD AI:XCD AL:ALL AM:AMD AO:AOA AR:ARS AS:USD AT:EUR AU:AUD AW:AWG AX:EUR AZ:AZN " +
  "BA:BAM BB:BBD BD:BDT BE:EUR BF:XOF BG:BGN BH:BHD BI:BIF BJ:XOF BL:EUR BM:BMD BN:BND BO:BOB BQ:USD BR:BRL " +
  "BS:BSD BT:BTN BW:BWP BY:BYN BZ:BZD CA:CAD CC:AUD CD:CDF CF:XAF CG:XAF CH:CHF CI:XOF CK:NZD CL:CLP CM:XAF " +
  "CN:CNY CO:COP CR:CRC CU:CUP CV:CVE CW:ANG CX:AUD CY:EUR CZ:CZK DE:EUR DJ:DJF DK:DKK DM:XCD DO:DOP DZ:DZD " +
  "EC:USD EE:EUR EG:EGP EH:MAD ER:ERN ES:EUR ET:ETB FI:EUR FJ:FJD FK:FKP FM:USD FO:DKK FR:EUR GA:XAF GB:GBP " +
  "UK:GBP GD:XCD GE:GEL GF:EUR GG:GBP GH:GHS GI:GIP GL:DKK GM:GMD GN:GNF GP:EUR GQ:XAF GR:EUR GT:GTQ GU:USD " +
  "GW:XOF GY:GYD HK:HKD HN:HNL HR:EUR HT:HTG HU:HUF ID:IDR IE:EUR IL:ILS IM:GBP IN:INR IO:USD IQ:IQD IR:IRR " +
  "IS:ISK IT:EUR JE:GBP JM:JMD JO:JOD JP:JPY KE:KES KG:KGS KH:KHR KI:AUD KM:KMF KN:XCD KP:KPW KR:KRW KW:KWD " +
  "KY:KYD KZ:KZT LA:LAK LB:LBP LC:XCD LI:CHF LK:LKR LR:LRD LS:LSL LT:EUR LU:EUR LV:EUR LY:LYD MA:MAD MC:EUR " +
  "MD:MDL ME:EUR MF:EUR MG:MGA MH:USD MK:MKD ML:XOF MM:MMK MN:MNT MO:MOP MP:USD MQ:EUR MR:MRU MS:XCD MT:EUR " +
  "MU:MUR MV:MVR MW:MWK MX:MXN MY:MYR MZ:MZN NA:NAD NC:XPF NE:XOF NF:AUD NG:NGN NI:NIO NL:EUR NO:NOK NP:NPR " +
  "NR:AUD NU:NZD NZ:NZD OM:OMR PA:PAB PE:PEN PF:XPF PG:PGK PH:PHP PK:PKR PL:PLN PM:EUR PN:NZD PR:USD PS:ILS " +
  "PT:EUR PW:USD PY:PYG QA:QAR RE:EUR RO:RON RS:RSD RU:RUB RW:RWF SA:SAR SB:SBD SC:SCR SD:SDG SE:SEK SG:SGD " +
  "SH:SHP SI:EUR SJ:NOK SK:EUR SL:SLE SM:EUR SN:XOF SO:SOS SR:SRD SS:SSP ST:STN SV:USD SX:ANG SY:SYP SZ:SZL " +
  "TC:USD TD:XAF TF:EUR TG:XOF TH:THB TJ:TJS TK:NZD TL:USD TM:TMT TN:TND TO:TOP TR:TRY TT:TTD TV:AUD TW:TWD " +
  "TZ:TZS UA:UAH UG:UGX UM:USD US:USD UY:UYU UZ:UZS VA:EUR VC:XCD VE:VES VG:USD VI:USD VN:VND VU:VUV WF:XPF " +
  "WS:WST XK:EUR YE:YER YT:EUR ZA:ZAR ZM:ZMW ZW:ZWG";

/** The country a language without a region most likely means (only where that is clear). */
export const LANGUAGE_REGION =
  "sv:SE da:DK nb:NO nn:NO no:NO is:IS fo:FO kl:GL ja:JP zh:CN ko:KR ru:RU uk:UA be:BY pl:PL cs:CZ sk:SK " +
  "hu:HU ro:RO bg:BG tr:TR he:IL iw:IL th:TH vi:VN id:ID ms:MY hi:IN ur:PK bn:BD fa:IR ka:GE hy:AM az:AZ " +
  "kk:KZ uz:UZ ky:KG mn:MN km:KH lo:LA my:MM si:LK ne:NP sr:RS mk:MK sq:AL bs:BA hr:HR fil:PH tl:PH am:ET";

/**
 * Country-code domains used as generic names (.io, .ai, .co, .me, .tv, ...): they say nothing about
 * the currency of the site.
 */
export const VANITY_TLDS = "io ai co me tv fm ly so to cc ws gg sh ac tk vc la im ms nu gl ag sc am dj bz cx ps rs gd";
