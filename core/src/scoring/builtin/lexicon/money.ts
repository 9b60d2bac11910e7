import { concept, type DomainDef } from "./types";

export const money: DomainDef = {
  id: "money",
  label: "money",
  related: { career: 0.3 },
  concepts: [
    concept(
      "debt",
      "paying down debt",
      1,
      "pay off|paying off|pay down|debt|debts|credit card|credit cards|card balance|balance|balances|apr|interest rate|highest interest|minimum payment|balance transfer|0% balance transfer|standing order|direct debit|overpay|overpayment|loan|loans|overdraft|repayment|repayments|snowball|avalanche|visa|mastercard|amex|lender|creditor|debt advice|stepchange|schulden|deuda|deudas|dette",
    ),
    concept(
      "budget",
      "budgeting",
      0.9,
      "budget|budgeting|monthly budget|spreadsheet|track spending|spending tracker|expenses|outgoings|bank statements|statements|bills|ynab|money plan|finances|net worth|presupuesto|finanzen",
    ),
    concept(
      "cut-costs",
      "cutting costs",
      0.8,
      "subscription|subscriptions|cheaper|switch provider|switch energy|bring lunch|packed lunch|lunch from home|meal prep|cashback|discount|coupon|second hand|secondhand|saves|save money|saving money|bills down|spending notifications|spending alerts",
    ),
    concept(
      "income",
      "extra income",
      0.8,
      "overtime|extra shifts|side hustle|freelance|sell|selling|marketplace|ebay|vinted|pay rise|raise|salary|bonus|second job|tutoring income|rent out",
    ),
    concept(
      "savings",
      "savings",
      0.6,
      "savings|savings pot|savings account|emergency fund|emergency buffer|isa|save|saving|pension|invest|investing|ahorro|ahorrar|sparen",
    ),
    concept(
      "benefits",
      "financial help",
      0.5,
      "eligible|entitled|benefits|tax reduction|tax rebate|grant|allowance|financial advice|money advice|debt charity",
    ),
    concept(
      "learn",
      "money know-how",
      0.4,
      "money|dave ramsey|personal finance|finance book|money book|out of debt|financial literacy|money podcast",
    ),
    concept(
      "overspend",
      "overspending",
      1,
      "splurge|treat myself|shopping spree|impulse buy|preorder|pre-order|new iphone|new phone|latest phone|new car|month plan|on finance|finance plan|buy now pay later|klarna|on the credit card|on the mastercard|on the visa|on the card|on credit|pay it off later|will pay it off later|only pay the minimum|minimum only|holiday|weekend away|weekend in|city break|designer|luxury|upgrade|expensive|spend the savings|spend our savings|spend my savings|payday loan|gamble|gambling|casino|betting",
      { hinder: true },
    ),
    concept(
      "subscriptions",
      "paid subscriptions",
      0.8,
      "netflix|disney|disney+|prime video|hbo|now tv|spotify premium|streaming|magazine subscription|app subscription",
      { hinder: true },
    ),
  ],
};

export const career: DomainDef = {
  id: "career",
  label: "career",
  related: { study: 0.4, money: 0.3 },
  concepts: [
    concept(
      "apply",
      "job applications",
      1,
      "job application|job applications|apply|applications|cover letter|cv|resume|résumé|linkedin|job board|recruiter|recruiters|headhunter|interview|interviews|mock interview|job offer|offer|salary negotiation|hiring manager|vacancy|vacancies|job search|bewerbung|lebenslauf|curriculum|entrevista|candidatura",
    ),
    concept(
      "network",
      "networking",
      0.7,
      "network|networking|referral|coffee chat|reach out|informational interview|meetup|conference|portfolio|references|reference",
    ),
    concept(
      "skills",
      "skill building",
      0.6,
      "course|certification|certificate|upskill|training|mentor|mentoring|promotion|performance review|1:1|one to one|feedback",
    ),
    concept(
      "stall",
      "stalling the job search",
      0.9,
      "stop applying|give up on applying|turn down the interview|miss the interview",
      { hinder: true },
    ),
  ],
};
