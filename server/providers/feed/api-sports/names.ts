// Chinese names for the provider's records through the simulator's catalogue: a short table ties a provider's
// league id or English team name to a catalogue entry, and the catalogue gives its Chinese names (and a
// competition's colour, tier and table zones). What the table does not know keeps the name the provider gave.
import type { CompetitionSpec, TeamSpec } from '../simulator/model';
import type { Sport } from '../types';

/** Provider league id → catalogue competition id, per sport (API-Football v3, API-Basketball v1 league ids). */
const LEAGUES: Record<Sport, Record<number, number>> = {
  football: {
    39: 1, // Premier League
    140: 9, // La Liga
    135: 11, // Serie A
    78: 13, // Bundesliga
    61: 16, // Ligue 1
    88: 18, // Eredivisie
    94: 20, // Primeira Liga
    179: 6, // Scottish Premiership
    2: 50, // UEFA Champions League
    3: 51, // UEFA Europa League
    169: 80, // Chinese Super League
    98: 82, // J1 League
    292: 84, // K League 1
    307: 86, // Saudi Pro League
    188: 87, // A-League
  },
  basketball: {
    12: 101, // NBA
  },
};

/** Provider team name → the catalogue's short name (unique within the sport's catalogue). */
const TEAMS: Record<Sport, Record<string, string>> = {
  football: {
    'Manchester City': '曼城',
    Arsenal: '阿森纳',
    Liverpool: '利物浦',
    Chelsea: '切尔西',
    Newcastle: '纽卡斯尔',
    'Aston Villa': '阿斯顿维拉',
    Tottenham: '热刺',
    'Manchester United': '曼联',
    'Nottingham Forest': '诺丁汉森林',
    Brighton: '布莱顿',
    'Crystal Palace': '水晶宫',
    Bournemouth: '伯恩茅斯',
    Brentford: '布伦特福德',
    Fulham: '富勒姆',
    Everton: '埃弗顿',
    'West Ham': '西汉姆联',
    Wolves: '狼队',
    Leeds: '利兹联',
    Sunderland: '桑德兰',
    Burnley: '伯恩利',
    'Real Madrid': '皇马',
    Barcelona: '巴萨',
    'Atletico Madrid': '马竞',
    'Athletic Club': '毕尔巴鄂',
    Sevilla: '塞维利亚',
    Valencia: '瓦伦西亚',
    Inter: '国际米兰',
    Napoli: '那不勒斯',
    'AC Milan': 'AC米兰',
    Juventus: '尤文图斯',
    AS: '罗马',
    'AS Roma': '罗马',
    Lazio: '拉齐奥',
    'Bayern München': '拜仁',
    'Bayer Leverkusen': '勒沃库森',
    'Borussia Dortmund': '多特蒙德',
    'RB Leipzig': 'RB莱比锡',
    'Eintracht Frankfurt': '法兰克福',
    'Paris Saint Germain': '巴黎圣日耳曼',
    Marseille: '马赛',
    Monaco: '摩纳哥',
    Lyon: '里昂',
    'Shanghai Port': '上海海港',
    'Shanghai Shenhua': '上海申花',
    'Beijing Guoan': '北京国安',
    'Shandong Taishan': '山东泰山',
    'Chengdu Rongcheng': '成都蓉城',
  },
  basketball: {
    'Oklahoma City Thunder': '雷霆',
    'Cleveland Cavaliers': '骑士',
    'Denver Nuggets': '掘金',
    'New York Knicks': '尼克斯',
    'Boston Celtics': '凯尔特人',
    'Houston Rockets': '火箭',
    'Minnesota Timberwolves': '森林狼',
    'Los Angeles Lakers': '湖人',
    'Los Angeles Clippers': '快船',
    'Detroit Pistons': '活塞',
    'Golden State Warriors': '勇士',
    'Orlando Magic': '魔术',
    'Atlanta Hawks': '老鹰',
    'San Antonio Spurs': '马刺',
    'Milwaukee Bucks': '雄鹿',
    'Memphis Grizzlies': '灰熊',
    'Dallas Mavericks': '独行侠',
    'Miami Heat': '热火',
    'Indiana Pacers': '步行者',
    'Phoenix Suns': '太阳',
    'Philadelphia 76ers': '76人',
    'Toronto Raptors': '猛龙',
    'Chicago Bulls': '公牛',
    'Portland Trail Blazers': '开拓者',
    'Sacramento Kings': '国王',
    'New Orleans Pelicans': '鹈鹕',
    'Charlotte Hornets': '黄蜂',
    'Utah Jazz': '爵士',
    'Washington Wizards': '奇才',
    'Brooklyn Nets': '篮网',
  },
};

/** The provider's country names (both APIs) in Chinese. */
const COUNTRIES: Record<string, string> = {
  England: '英格兰',
  Spain: '西班牙',
  Italy: '意大利',
  Germany: '德国',
  France: '法国',
  Netherlands: '荷兰',
  Portugal: '葡萄牙',
  Scotland: '苏格兰',
  China: '中国',
  Japan: '日本',
  'South-Korea': '韩国',
  'Saudi-Arabia': '沙特阿拉伯',
  Australia: '澳大利亚',
  USA: '美国',
  Brazil: '巴西',
  Argentina: '阿根廷',
  World: '国际',
  Europe: '欧洲',
};

export interface CatalogueNames {
  competitions: CompetitionSpec[];
  teams: TeamSpec[];
}

export interface CompetitionNames {
  name: string;
  shortName: string;
  country: string;
  /** The catalogue's entry, when the league is one it has (colour, tier, zones come from it). */
  spec: CompetitionSpec | null;
}

export class Names {
  private readonly competitions = new Map<number, CompetitionSpec>();
  private readonly teams = new Map<string, TeamSpec>();

  constructor(catalogue: CatalogueNames) {
    for (const c of catalogue.competitions) this.competitions.set(c.id, c);
    for (const t of catalogue.teams) this.teams.set(`${t.sport}|${t.shortName}`, t);
  }

  country(name: string): string {
    return COUNTRIES[name] ?? name;
  }

  competition(sport: Sport, leagueId: number, name: string, country: string): CompetitionNames {
    const id = LEAGUES[sport][leagueId];
    const spec = id === undefined ? undefined : this.competitions.get(id);
    if (spec) {
      return { name: spec.name, shortName: spec.shortName, country: spec.country, spec };
    }
    return { name, shortName: name, country: this.country(country), spec: null };
  }

  team(sport: Sport, name: string): { name: string; shortName: string } {
    const short = TEAMS[sport][name];
    const spec = short === undefined ? undefined : this.teams.get(`${sport}|${short}`);
    return spec ? { name: spec.name, shortName: spec.shortName } : { name, shortName: name };
  }
}
