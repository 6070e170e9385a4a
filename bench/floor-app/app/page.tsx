/**
 * The floor app's menu (docs/adr/0051): the seeded menus as the API answered them when the bench
 * built it (`FLOOR_MENU_FILE`, written by bench/floor.bench-case.ts), as plain cards, prerendered.
 */
import { readFileSync } from 'node:fs';

interface FloorMenu {
  name: string;
  categories: {
    name: string;
    items: { id: number; name: string; description: string; price: number }[];
  }[];
}

export const dynamic = 'force-static';

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

function menus(): FloorMenu[] {
  const file = process.env.FLOOR_MENU_FILE;
  if (!file) throw new Error('FLOOR_MENU_FILE : le fichier des menus de l’appli plancher manque.');
  return JSON.parse(readFileSync(file, 'utf8')) as FloorMenu[];
}

export default function MenuPage() {
  return (
    <main>
      {menus().map((menu) => (
        <section key={menu.name}>
          <h1>{menu.name}</h1>
          {menu.categories.map((category) => (
            <section key={category.name}>
              <h2>{category.name}</h2>
              <ul>
                {category.items.map((item) => (
                  <li key={item.id} className="card">
                    <h3>{item.name}</h3>
                    <p>{item.description}</p>
                    <p className="price">{euros.format(item.price)}</p>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </section>
      ))}
    </main>
  );
}
