/**
 * Synthetic aspirants for the seeded attempts: Indian first and last names
 * from several regions (a first name is paired with a surname of the same
 * group), display names written the ways people fill in a sign-up form, and a
 * deterministic uid and email (on example.com, reserved by RFC 2606, so no
 * real inbox is ever addressed).
 */
import { at, DAY, HOUR, type Rng } from '../random';

export interface SyntheticUser {
  /** Stable and unique: "synthetic-aspirant-0001". */
  uid: string;
  email: string;
  displayName: string;
  firstName: string;
  lastName: string;
  region: string;
  /** Prefers to appear as "Aspirant" on leaderboards (the setting on /progress). */
  hideName: boolean;
  createdAt: Date;
}

interface NameGroup {
  region: string;
  male: string[];
  female: string[];
  surnames: string[];
  /** Relative share of aspirants. */
  weight: number;
}

const GROUPS: NameGroup[] = [
  {
    region: 'North',
    male: ['Rahul', 'Amit', 'Vikas', 'Rohit', 'Saurabh', 'Ankit', 'Deepak', 'Manish', 'Pankaj', 'Nitin', 'Abhishek', 'Gaurav', 'Sandeep', 'Vivek', 'Shubham'],
    female: ['Priya', 'Neha', 'Pooja', 'Anjali', 'Shivani', 'Kavita', 'Ritu', 'Sonam', 'Nidhi', 'Komal', 'Sakshi', 'Aarti', 'Preeti'],
    surnames: ['Sharma', 'Verma', 'Gupta', 'Yadav', 'Singh', 'Mishra', 'Pandey', 'Tiwari', 'Chauhan', 'Srivastava', 'Kumar', 'Chaudhary', 'Tripathi', 'Rathore', 'Dubey', 'Sahu'],
    weight: 34,
  },
  {
    region: 'Punjab',
    male: ['Gurpreet', 'Harpreet', 'Manpreet', 'Simranjeet', 'Jaskaran', 'Harjot'],
    female: ['Simran', 'Navneet', 'Harleen', 'Jasleen', 'Amanpreet'],
    surnames: ['Gill', 'Sandhu', 'Dhillon', 'Sidhu', 'Grewal', 'Brar'],
    weight: 6,
  },
  {
    region: 'East',
    male: ['Arijit', 'Subhajit', 'Sourav', 'Debashis', 'Pritam', 'Biswajit', 'Soumya', 'Abhijit', 'Satyajit'],
    female: ['Ananya', 'Rituparna', 'Moumita', 'Priyanka', 'Sushmita', 'Debjani', 'Madhusmita'],
    surnames: ['Banerjee', 'Chatterjee', 'Mukherjee', 'Das', 'Ghosh', 'Sen', 'Mohanty', 'Sahoo', 'Patnaik', 'Mishra', 'Mandal'],
    weight: 15,
  },
  {
    region: 'North-East',
    male: ['Bikash', 'Jiten', 'Pranjal', 'Rupam', 'Tomba'],
    female: ['Bidisha', 'Jonali', 'Sanatombi', 'Pallavi', 'Mousumi'],
    surnames: ['Baruah', 'Bora', 'Gogoi', 'Kalita', 'Laishram', 'Sangma', 'Lyngdoh'],
    weight: 5,
  },
  {
    region: 'West',
    male: ['Aniket', 'Omkar', 'Sagar', 'Tejas', 'Harsh', 'Jigar', 'Parth', 'Prathamesh', 'Kunal'],
    female: ['Sneha', 'Prajakta', 'Sayali', 'Hetal', 'Khushi', 'Riddhi', 'Mansi', 'Dhruvi'],
    surnames: ['Patil', 'Deshmukh', 'Kulkarni', 'Joshi', 'Jadhav', 'Shinde', 'Patel', 'Shah', 'Desai', 'Mehta', 'Parmar', 'Pawar'],
    weight: 16,
  },
  {
    region: 'South',
    male: ['Karthik', 'Arun', 'Vignesh', 'Srinivas', 'Naveen', 'Harish', 'Anand', 'Rajesh', 'Sai', 'Pradeep', 'Manoj'],
    female: ['Divya', 'Lakshmi', 'Keerthana', 'Swathi', 'Anusha', 'Meera', 'Aparna', 'Revathi', 'Sowmya'],
    surnames: ['Reddy', 'Naidu', 'Rao', 'Iyer', 'Nair', 'Menon', 'Pillai', 'Krishnan', 'Gowda', 'Shetty', 'Hegde', 'Subramanian', 'Raju'],
    weight: 18,
  },
  {
    region: 'Across India',
    male: ['Imran', 'Faisal', 'Sameer', 'Irfan', 'Arif', 'Salman', 'Tariq'],
    female: ['Ayesha', 'Sana', 'Zoya', 'Farheen', 'Nazia', 'Rukhsar'],
    surnames: ['Khan', 'Ansari', 'Siddiqui', 'Qureshi', 'Shaikh', 'Hussain'],
    weight: 6,
  },
];

const ascii = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');

/** `n` synthetic users, deterministic for the generator's seed. */
export function generateSyntheticUsers(n: number, rng: Rng): SyntheticUser[] {
  const users: SyntheticUser[] = [];
  for (let i = 0; i < n; i++) {
    const group = rng.weighted(GROUPS, GROUPS.map((g) => g.weight));
    const female = rng.chance(0.42);
    const firstName = rng.pick(female ? group.female : group.male);
    const lastName = rng.pick(group.surnames);
    const style = rng.next();
    const displayName =
      style < 0.62 ? `${firstName} ${lastName}` : style < 0.8 ? `${firstName} ${lastName[0]}.` : style < 0.9 ? `${firstName[0]}. ${lastName}` : firstName;
    const number = String(i + 1).padStart(4, '0');
    users.push({
      uid: `synthetic-aspirant-${number}`,
      email: `${ascii(firstName)}.${ascii(lastName)}.${number}@example.com`,
      displayName,
      firstName,
      lastName,
      region: group.region,
      hideName: rng.chance(0.08),
      createdAt: at(-rng.int(30, 420) * DAY - rng.int(0, 23) * HOUR),
    });
  }
  return users;
}
