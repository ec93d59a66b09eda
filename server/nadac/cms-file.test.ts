import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { NadacFileError, cmsDay, cmsNdc, readCmsNadac } from './cms-file'

const HEADER =
  'NDC Description,NDC,NADAC_Per_Unit,Effective_Date,Pricing_Unit,Pharmacy_Type_Indicator,OTC,Explanation_Code,Classification_for_Rate_Setting,Corresponding_Generic_Drug_NADAC_Per_Unit,Corresponding_Generic_Drug_Effective_Date,As of Date'

const file = (...lines: string[]) => Readable.from([`\uFEFF${[HEADER, ...lines].join('\r\n')}\r\n`])

describe('readCmsNadac: the CMS file as published', () => {
  it('keeps the latest effective date per NDC, reports a malformed row by its line and skips it', async () => {
    const outcome = await readCmsNadac(
      file(
        'OLANZAPINE 10 MG TABLET,00002759701,0.15230,11/12/2026,EA,C/I,N,"1, 5",G,,,11/25/2026',
        'OLANZAPINE 10 MG TABLET,00002759701,0.14871,11/19/2026,EA,C/I,N,1,G,,,11/25/2026',
        'OLANZAPINE 10 MG TABLET,00002759701,0.16000,10/01/2026,EA,C/I,N,1,G,,,11/25/2026',
        'METFORMIN 500 MG TABLET,00093-7214-01,0.01790,11/19/2026,EA,C/I,N,1,G,,,11/25/2026',
        'LIDOCAINE 5% OINTMENT,51672131202,0.64817,11/19/2026,GM,C/I,Y,1,G,,,11/25/2026',
        'BROKEN "ROW,00409488810,0.09,11/19/2026,ML,C/I,N,1,G,,,11/25/2026',
        'SALINE 0.9% VIAL,409488810,0.08541,2026-11-19,ml,C/I,N,1,B,,,',
        'SHORT ROW,00378001801,0.02',
      ),
    )
    expect(outcome.rows).toBe(8)
    expect(outcome.skipped).toBe(3)
    expect(outcome.problems.map((p) => p.line)).toEqual([5, 7, 9])
    expect(outcome.problems[0]?.message).toBe('NDC "00093-7214-01" is not an NDC of up to 11 digits')
    expect(outcome.problems[1]?.message).toMatch(/quote/i)
    expect(outcome.problems[2]?.message).toBe('not as many fields as the header has columns (12)')
    expect([...outcome.latest.keys()].sort()).toEqual(['00002759701', '00409488810', '51672131202'])
    expect(outcome.latest.get('00002759701')).toEqual({
      ndc: '00002759701',
      description: 'OLANZAPINE 10 MG TABLET',
      perUnit: 0.14871,
      pricingUnit: 'EA',
      effectiveDate: '2026-11-19',
      asOfDate: '2026-11-25',
      otc: false,
      classification: 'G',
    })
    // Leading zeros a spreadsheet dropped are put back; the unit is upper case; no As of Date is null.
    expect(outcome.latest.get('00409488810')).toMatchObject({ pricingUnit: 'ML', asOfDate: null, otc: false })
    expect(outcome.latest.get('51672131202')).toMatchObject({ pricingUnit: 'GM', otc: true })
  })

  it('ignores columns it does not know, in any order', async () => {
    const outcome = await readCmsNadac(
      Readable.from([
        'Pricing_Unit,Something New,NDC,Effective_Date,NADAC_Per_Unit\nEA,x,00002759701,11/19/2026,0.5\n',
      ]),
    )
    expect(outcome.problems).toEqual([])
    expect(outcome.latest.get('00002759701')).toMatchObject({
      perUnit: 0.5,
      description: null,
      classification: null,
    })
  })

  it('refuses a file without the columns it needs, naming them', async () => {
    await expect(readCmsNadac(Readable.from(['NDC,Price\n00002759701,1\n']))).rejects.toThrow(
      new NadacFileError(
        'Not a CMS NADAC file: no column "NADAC_Per_Unit", "Effective_Date", "Pricing_Unit"',
      ),
    )
    await expect(readCmsNadac(Readable.from(['']))).rejects.toThrow(NadacFileError)
  })

  it('keeps a bounded list of problems and counts the rest', async () => {
    const bad = Array.from({ length: 30 }, () => 'X,notanndc,1,11/19/2026,EA,,,,,,,')
    const outcome = await readCmsNadac(file(...bad), { maxProblems: 5 })
    expect(outcome.skipped).toBe(30)
    expect(outcome.problems).toHaveLength(5)
  })
})

describe('fields', () => {
  it('reads days as CMS writes them and refuses days that do not exist', () => {
    expect(cmsDay('1/5/2026')).toBe('2026-01-05')
    expect(cmsDay('2026-11-19')).toBe('2026-11-19')
    expect(cmsDay('2026-11-19T00:00:00.000')).toBe('2026-11-19')
    expect(cmsDay('02/30/2026')).toBeNull()
    expect(cmsDay('soon')).toBeNull()
  })
  it('reads an NDC of up to 11 digits as the 11-digit normalized NDC', () => {
    expect(cmsNdc('2759701')).toBe('00002759701')
    expect(cmsNdc('00002759701')).toBe('00002759701')
    expect(cmsNdc('00000000000')).toBeNull()
    expect(cmsNdc('123456789012')).toBeNull()
  })
})
