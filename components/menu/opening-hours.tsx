import { getTranslations } from 'next-intl/server';
import { WEEKDAYS, type Menu } from '@/lib/api/schemas';
import { openPeriods } from '@/lib/seo/structured-data';

/**
 * A week of opening hours, one row a day, merged over the available menus as the JSON-LD gives
 * them (lib/seo/structured-data.ts): midnight reads 00:00 in both.
 */
export async function OpeningHours({ menus }: { menus: Menu[] }) {
  const t = await getTranslations('days');
  const rows = WEEKDAYS.map((day) => ({ day, periods: openPeriods(menus, day) }));
  return (
    <table className="w-full text-sm">
      <tbody>
        {rows.map(({ day, periods }) => (
          <tr key={day} className="border-b border-black/5">
            <th scope="row" className="py-2 pr-4 text-left font-semibold">
              {t(day)}
            </th>
            <td className="py-2 text-right">
              {periods.length === 0
                ? t('closed')
                : periods.map(([start, end]) => t('range', { start, end })).join(', ')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
