/**
 * Applies an attested pattern written with ف ع ل (فَعِيل، مِفْعَال، فَعْلان / فَعْلانة) to a sound
 * triliteral root, with its case ending: tanwin, or a bare damma for the diptotes أَفْعَل and فَعْلَان.
 */
import { AIN, ALEF, ALEF_HAMZA_ABOVE, DAMMA, FEH, HAMZA, LAM, NOON, TEH_MARBUTA } from '../letters.ts';
import { repairAlifFatha, withTanwin } from '../declension/ending.ts';
import { seatHamza } from '../spelling/hamza.ts';
import { stripMarks } from '../spelling/normalize.ts';

export function formulaToForm(formula: string, radicals: readonly string[]): string | null {
  const masc = formula.split('/')[0]!.trim();
  if (masc === '' || radicals.length !== 3) return null;
  const bare = stripMarks(masc);
  const diptote = bare.startsWith(ALEF_HAMZA_ABOVE) || (bare.endsWith(ALEF + NOON) && !bare.endsWith(TEH_MARBUTA));
  let out = '';
  for (const ch of repairAlifFatha(masc)) {
    if (ch === FEH) out += radicals[0];
    else if (ch === AIN) out += radicals[1];
    else if (ch === LAM) out += radicals[2];
    else if (ch === ALEF_HAMZA_ABOVE) out += HAMZA;
    else out += ch;
  }
  out = out.normalize('NFC');
  const ended = diptote ? out + DAMMA : withTanwin(out, radicals);
  return seatHamza(ended.normalize('NFC'));
}
