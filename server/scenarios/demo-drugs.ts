import type { ScenarioDrug } from './scenario'

// The demo formulary: 14 branded and 26 generic packages with varied labelers, NDC segments, package
// sizes and units. NADAC prices are per unit and only plausible, not current.

type Row = [
  ndc: string,
  packageName: string,
  form: string,
  strength: string,
  labeler: string,
  packageDescription: string,
  packageSize: number,
  unit: ScenarioDrug['unit'],
  nadacPrice: number,
  requireScan?: boolean,
]

// prettier-ignore
const BRANDED: Row[] = [
  ['00002-7597-01', 'Zyprexa (olanzapine)', 'TABLET, FILM COATED', '10 mg', 'Eli Lilly and Company', '30 TABLET, FILM COATED in 1 BOTTLE', 30, 'EA', 28.91],
  ['00002-8715-01', 'Humalog (insulin lispro)', 'INJECTION, SOLUTION', '100 units/mL', 'Eli Lilly and Company', '10 mL in 1 VIAL, MULTI-DOSE', 10, 'ML', 27.45, true],
  ['00006-0277-31', 'Januvia (sitagliptin)', 'TABLET, FILM COATED', '100 mg', 'Merck Sharp & Dohme LLC', '30 TABLET, FILM COATED in 1 BOTTLE', 30, 'EA', 18.12],
  ['00310-6210-30', 'Farxiga (dapagliflozin)', 'TABLET, FILM COATED', '10 mg', 'AstraZeneca Pharmaceuticals LP', '30 TABLET, FILM COATED in 1 BOTTLE', 30, 'EA', 19.64],
  ['00173-0696-00', 'Advair Diskus (fluticasone propionate and salmeterol)', 'POWDER', '250 mcg/50 mcg', 'GlaxoSmithKline LLC', '1 INHALER in 1 CARTON > 60 BLISTER in 1 INHALER', 60, 'EA', 6.31],
  ['00078-0777-20', 'Entresto (sacubitril and valsartan)', 'TABLET, FILM COATED', '49 mg/51 mg', 'Novartis Pharmaceuticals Corporation', '60 TABLET, FILM COATED in 1 BOTTLE', 60, 'EA', 10.37],
  ['00003-0894-21', 'Eliquis (apixaban)', 'TABLET, FILM COATED', '5 mg', 'Bristol-Myers Squibb Company', '60 TABLET, FILM COATED in 1 BOTTLE', 60, 'EA', 9.84],
  ['50458-0579-30', 'Xarelto (rivaroxaban)', 'TABLET, FILM COATED', '20 mg', 'Janssen Pharmaceuticals, Inc.', '30 TABLET, FILM COATED in 1 BOTTLE', 30, 'EA', 18.97],
  ['00169-4132-12', 'Ozempic (semaglutide)', 'INJECTION, SOLUTION', '2 mg/3 mL', 'Novo Nordisk', '1 PEN, MULTI-DOSE in 1 CARTON > 3 mL in 1 PEN', 3, 'ML', 312.48, true],
  ['00074-0554-02', 'Humira Pen (adalimumab)', 'KIT', '40 mg/0.4 mL', 'AbbVie Inc.', '2 PEN in 1 CARTON', 2, 'EA', 3448.21, true],
  ['00597-0153-30', 'Jardiance (empagliflozin)', 'TABLET, FILM COATED', '25 mg', 'Boehringer Ingelheim Pharmaceuticals, Inc.', '30 TABLET, FILM COATED in 1 BOTTLE', 30, 'EA', 20.11],
  ['00186-0372-28', 'Symbicort (budesonide and formoterol)', 'AEROSOL', '160 mcg/4.5 mcg', 'AstraZeneca Pharmaceuticals LP', '1 INHALER in 1 CARTON > 10.2 g in 1 INHALER', 10.2, 'GM', 35.9],
  ['00023-3205-05', 'Lumigan (bimatoprost)', 'SOLUTION/ DROPS', '0.01%', 'Allergan, Inc.', '1 BOTTLE, DROPPER in 1 CARTON > 5 mL in 1 BOTTLE', 5, 'ML', 57.66],
  ['00088-2220-33', 'Lantus SoloStar (insulin glargine)', 'INJECTION, SOLUTION', '100 units/mL', 'sanofi-aventis U.S. LLC', '5 SYRINGE in 1 CARTON > 3 mL in 1 SYRINGE', 15, 'ML', 28.65, true],
]

// prettier-ignore
const GENERIC: Row[] = [
  ['00093-7156-98', 'Atorvastatin Calcium', 'TABLET, FILM COATED', '40 mg', 'Teva Pharmaceuticals USA, Inc.', '90 TABLET, FILM COATED in 1 BOTTLE', 90, 'EA', 0.07],
  ['00378-0018-01', 'Metoprolol Tartrate', 'TABLET', '25 mg', 'Mylan Pharmaceuticals Inc.', '100 TABLET in 1 BOTTLE', 100, 'EA', 0.02],
  ['68180-0513-03', 'Lisinopril', 'TABLET', '10 mg', 'Lupin Pharmaceuticals, Inc.', '1000 TABLET in 1 BOTTLE', 1000, 'EA', 0.03],
  ['00781-2613-05', 'Amoxicillin', 'CAPSULE', '500 mg', 'Sandoz Inc', '500 CAPSULE in 1 BOTTLE', 500, 'EA', 0.08],
  ['16714-0234-02', 'Metformin Hydrochloride', 'TABLET, FILM COATED', '500 mg', 'NorthStar Rx LLC', '1000 TABLET, FILM COATED in 1 BOTTLE', 1000, 'EA', 0.02],
  ['65862-0011-90', 'Sertraline Hydrochloride', 'TABLET, FILM COATED', '50 mg', 'Aurobindo Pharma Limited', '90 TABLET, FILM COATED in 1 BOTTLE', 90, 'EA', 0.04],
  ['43547-0355-11', 'Amlodipine Besylate', 'TABLET', '5 mg', 'Solco Healthcare US, LLC', '1000 TABLET in 1 BOTTLE', 1000, 'EA', 0.01],
  ['62175-0118-37', 'Omeprazole', 'CAPSULE, DELAYED RELEASE', '20 mg', 'Kremers Urban Pharmaceuticals Inc.', '100 CAPSULE, DELAYED RELEASE in 1 BOTTLE', 100, 'EA', 0.05],
  ['31722-0702-90', 'Losartan Potassium', 'TABLET, FILM COATED', '50 mg', 'Camber Pharmaceuticals, Inc.', '90 TABLET, FILM COATED in 1 BOTTLE', 90, 'EA', 0.04],
  ['00904-6665-61', 'Gabapentin', 'CAPSULE', '300 mg', 'Major Pharmaceuticals', '100 CAPSULE in 1 BLISTER PACK', 100, 'EA', 0.05],
  ['63323-0262-01', 'Heparin Sodium', 'INJECTION, SOLUTION', '5000 units/mL', 'Fresenius Kabi USA, LLC', '1 mL in 1 VIAL, SINGLE-DOSE', 1, 'ML', 1.12, true],
  ['00409-4888-10', 'Sodium Chloride', 'INJECTION, SOLUTION', '9 mg/mL', 'Hospira, Inc.', '10 mL in 1 VIAL, SINGLE-DOSE', 10, 'ML', 0.09],
  ['00527-1342-90', 'Levothyroxine Sodium', 'TABLET', '50 mcg', 'Lannett Company, Inc.', '90 TABLET in 1 BOTTLE', 90, 'EA', 0.21],
  ['00603-5338-21', 'Prednisone', 'TABLET', '20 mg', 'Par Pharmaceutical', '100 TABLET in 1 BOTTLE', 100, 'EA', 0.06],
  ['45802-0064-35', 'Triamcinolone Acetonide', 'CREAM', '0.1%', 'Perrigo New York Inc', '1 TUBE in 1 CARTON > 80 g in 1 TUBE', 80, 'GM', 0.12],
  ['51672-1312-02', 'Mupirocin', 'OINTMENT', '2%', 'Taro Pharmaceuticals U.S.A., Inc.', '1 TUBE in 1 CARTON > 22 g in 1 TUBE', 22, 'GM', 0.65],
  ['00487-9501-25', 'Albuterol Sulfate', 'SOLUTION', '2.5 mg/3 mL', 'Nephron Pharmaceuticals Corporation', '25 VIAL in 1 CARTON > 3 mL in 1 VIAL', 75, 'ML', 0.1],
  ['00781-6139-46', 'Amoxicillin and Clavulanate Potassium', 'POWDER, FOR SUSPENSION', '400 mg/57 mg per 5 mL', 'Sandoz Inc', '100 mL in 1 BOTTLE', 100, 'ML', 0.15],
  ['16729-0182-17', 'Hydrochlorothiazide', 'TABLET', '25 mg', 'Accord Healthcare Inc.', '1000 TABLET in 1 BOTTLE', 1000, 'EA', 0.02],
  ['29300-0220-13', 'Montelukast Sodium', 'TABLET, FILM COATED', '10 mg', 'Unichem Pharmaceuticals (USA), Inc.', '30 TABLET, FILM COATED in 1 BOTTLE', 30, 'EA', 0.05],
  ['00093-7198-01', 'Fluoxetine Hydrochloride', 'CAPSULE', '20 mg', 'Teva Pharmaceuticals USA, Inc.', '100 CAPSULE in 1 BOTTLE', 100, 'EA', 0.04],
  ['62332-0032-31', 'Pantoprazole Sodium', 'TABLET, DELAYED RELEASE', '40 mg', 'Alembic Pharmaceuticals Inc.', '90 TABLET, DELAYED RELEASE in 1 BOTTLE', 90, 'EA', 0.05],
  ['70010-0064-05', 'Escitalopram Oxalate', 'TABLET, FILM COATED', '10 mg', 'Granules Pharmaceuticals Inc.', '500 TABLET, FILM COATED in 1 BOTTLE', 500, 'EA', 0.03],
  ['68382-0132-01', 'Tamsulosin Hydrochloride', 'CAPSULE', '0.4 mg', 'Zydus Pharmaceuticals USA Inc.', '100 CAPSULE in 1 BOTTLE', 100, 'EA', 0.06],
  ['49502-0251-75', 'Insulin Glargine-yfgn', 'INJECTION, SOLUTION', '100 units/mL', 'Mylan Specialty L.P.', '5 PEN in 1 CARTON > 3 mL in 1 PEN', 15, 'ML', 6.43, true],
  ['59762-3304-01', 'Nitroglycerin', 'TABLET', '0.4 mg', 'Greenstone LLC', '100 TABLET in 1 BOTTLE', 100, 'EA', 0.32],
]

/** The drug with no transactions, cash offers or listings: its statistic is all zeros. */
export const NO_DATA_NDC = '59762-3304-01'

const toDrug =
  (branded: boolean) =>
  (row: Row): ScenarioDrug => {
    const [
      ndc,
      packageName,
      form,
      strength,
      labeler,
      packageDescription,
      packageSize,
      unit,
      nadacPrice,
      scan,
    ] = row
    return {
      ndc,
      packageName,
      form,
      strength,
      labeler,
      packageDescription,
      packageSize,
      unit,
      branded,
      generic: !branded,
      requireScan: scan ?? false,
      nadacPrice,
    }
  }

export const DEMO_DRUGS: ScenarioDrug[] = [...BRANDED.map(toDrug(true)), ...GENERIC.map(toDrug(false))]
