/**
 * Currency data: ISO 4217 codes, how many decimals each is written with, the currency of each country
 * (ISO 3166 alpha-2) and the few spellings in common use that CLDR lacks. Written from ISO 4217 and
 * common usage; read through ./currency (spellings otherwise from CLDR: ./currency-cldr).
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
 * Spellings in common use that Unicode CLDR (./currency-cldr) does not have, one a line:
 * "spelling: CODE ...", most likely first when several. "_" stands for a space. Markers at the end of a
 * spelling: "~" price strings only, ">" in running text only after the number, "<" only before it ("R<":
 * CLDR's South African "R", also in running text as "R450", where other one-letter symbols are not). A trailing "." is
 * optional when matching. Everything else comes from CLDR; general knowledge only, nothing from any
 * evaluation data.
 */
export const EXTRA_SPELLINGS = `
R<: ZAR
RMB: CNY
元: CNY TWD HKD
圆: CNY
圓: TWD HKD CNY
NTD: TWD
S$: SGD
C$: CAD
CDN$: CAD
Cdn$: CAD
B$: BSD BND
J$: JMD
ƒ: AWG ANG
NIS: ILS
ש"ח: ILS
ש״ח: ILS
TL: TRY
Rs: INR
₨: PKR INR LKR NPR MUR SCR
руб: RUB
р>: RUB
Р>: RUB
грн: UAH
тг: KZT
din>: RSD
дин>: RSD
KD: KWD
JD: JOD
Dh: AED MAD
DH: AED MAD
Dhs: AED MAD
SR~: SAR
QR~: QAR
Fr.~: CHF
fr.~: CHF
SFr: CHF
Tk: BDT
zl>: PLN
Php~: PHP
đ>: VND
VNĐ: VND
₵: GHS
Kshs: KES
CFA~: XOF XAF
`;

/**
 * The most traded currencies, most first (BIS triennial survey): the reading of a shared spelling
 * ("kr", "Rs", "pounds") when nothing on the page tells.
 */
export const MAJOR_CURRENCIES =
  "USD EUR JPY GBP CNY AUD CAD CHF HKD SGD SEK KRW NOK NZD INR MXN TWD ZAR BRL DKK PLN THB ILS IDR CZK AED TRY HUF " +
  "CLP SAR PHP MYR COP RUB RON PEN";

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

/**
 * Country-code domains used as generic names (.io, .ai, .co, .me, .tv, ...): they say nothing about
 * the currency of the site.
 */
export const VANITY_TLDS = "io ai co me tv fm ly so to cc ws gg sh ac tk vc la im ms nu gl ag sc am dj bz cx ps rs gd";
