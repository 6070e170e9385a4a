import { getTranslations } from 'next-intl/server';
import { WEEKDAYS, type Menu } from '@/lib/api/schemas';

/** A week of opening hours, one row a day, merged over every menu of the restaurant. */
export async function OpeningHours({ menus }: { menus: Menu[] }) {
  const t = await getTranslations('days');
  const rows = WEEKDAYS.map((day) => {
    const periods = menus
      .flatMap((menu) => {
        const hours = menu.active_times[day];
        return hours?.is_open ? hours.times : [];
      })
      .sort(([a], [b]) => a.localeCompare(b));
    const unique = periods.filter(
      ([start, end], index) => periods.findIndex(([s, e]) => s === start && e === end) === index,
    );
    return { day, periods: unique };
  });
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
