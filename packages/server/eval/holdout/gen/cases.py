import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..', 'cases')
D = "aspen-row-denver"
C = "sawyer-sixflat-chicago"
TODAY = "2026-11-24"

def ctx(pending=None, history=None):
    return {"pendingQuestion": pending, "history": history or [], "viewingBooked": False, "today": TODAY}

def build(cat, rows):
    out = []
    for i, r in enumerate(rows, 1):
        prop, unit, msg, expect = r[0], r[1], r[2], r[3]
        c = r[4] if len(r) > 4 else ctx()
        out.append({"id": f"{cat}-h{i:03d}", "category": cat, "audience": "prospect", "property": prop, "unit": unit,
                    "context": c, "message": msg, "expect": expect})
    return out

def A(*groups, none=None):
    e = {"outcome": "answered", "mentionsAll": [list(g) for g in groups]}
    if none: e["mentionsNone"] = none
    return e

NO = ["not allowed", "aren't allowed", "are not allowed", "isn't allowed", "is not allowed", "not permitted", "prohibited", "can't", "cannot", "unfortunately"]

# ---------------- grounded_question ----------------
grounded = [
 (D, "2", "hey is the garage included in the rent or is that extra", A(["included", "no extra", "comes with", "at no extra charge", "no additional"])),
 (D, "5", "whats the rent on the 3 bedroom", A(["2,875", "2875"])),
 (D, "2", "how many sq ft is it", A(["1,120", "1120"])),
 (D, "2", "do i have to pay the water bill", A(["included", "covered", "landlord", "we pay", "paid by", "owner pays"])),
 (D, "5", "who shovels the snow around here lol", A(["2 inches", "two inches", "shared walk", "walkway", "drive aisle", "contractor"], ["front steps", "own steps", "your steps", "patio"])),
 (D, "5", "i have two labs, like 65 and 70 lbs. is that gonna be a problem", A(["80"])),
 (D, "2", "where do i put my bike", A(["garage", "hook"])),
 (D, "2", "what do i owe before i get keys", A(["first month", "2,395", "2395"], ["deposit"])),
 (D, "2", "how is it heated? baseboard or furnace", A(["furnace", "forced-air", "forced air"])),
 (D, "5", "what day does trash get picked up", A(["tuesday"])),
 (D, "2", "i work all day, what happens with my amazon packages", A(["locker"])),
 (D, "2", "is there monthly pet rent for a cat", A(["35"])),
 (D, "5", "how much is the pet deposit", A(["300"])),
 (D, "2", "my dog is a doberman mix, allowed?", A(NO + ["restricted", "not able"])),
 (D, "5", "lease length?", A(["12", "twelve"])),
 (D, "2", "how much notice do i need to give when i wanna move out", A(["60", "sixty"])),
 (D, "5", "if rent is like 2 days late do i get hit with a fee", A(["5th", "fifth"])),
 (D, "2", "can i pay rent w my credit card", A(["3%", "3 percent", "three percent"])),
 (D, "2", "my bf would basically be over half the week, is that a problem?", A(["10", "ten", "20", "twenty"])),
 (D, "5", "can i paint the kids room a fun color", A(["approval", "permission", "approve", "consent"])),
 (D, "2", "is renters insurance required", A(["100,000", "100000", "100k"])),
 (D, "5", "what are quiet hours", A(["10"], ["7"])),
 (D, "5", "how many bathrooms does it have", A(["2.5", "two and a half", "2 and a half", "2½", "two full"])),
 (D, "2", "can i get downtown without a car? any bus nearby", A(["44"])),
 (D, "5", "if the dishwasher dies who pays to fix it", A(["landlord", "we fix", "we repair", "we handle", "we'll", "we will", "management", "owner", "repairs", "portal"])),
 (D, "5", "where do my guests park when they visit", A(["visitor"])),
 (D, "2", "i have a second car, where would that go?", A(["40"])),
 (D, "2", "how fast do i get my deposit back after i move out", A(["30", "thirty"])),
 (D, "2", "is changing the furnace filter on me or you guys", A(["3 months", "three months", "every 3", "every three", "quarterly"])),
 (D, "5", "can i bring my charcoal grill for the patio", A(["gas", "electric"])),
 (C, "2S", "is heat included??", A(["included", "covered", "owner pays", "landlord pays", "we pay"])),
 (C, "2S", "how much does laundry cost", A(["2.25"])),
 (C, "3N", "can i bring my dog, hes a tiny shih tzu", A(NO + ["no dogs", "cats only", "only cats", "don't allow", "doesn't allow", "do not allow", "does not allow"])),
 (C, "2S", "i have 2 cats is that ok", A(["25"])),
 (C, "3N", "whats the parking situation", A(["street"])),
 (C, "2S", "how much is the security deposit", A(["862.50", "862.5", "half"])),
 (C, "3N", "hows the commute downtown, is the train close", A(["blue line", "belmont"])),
 (C, "2S", "is there an elevator? i have a lot of heavy furniture", A(["walk-up", "walk up", "no elevator", "stairs", "steps", "flight"])),
 (C, "2S", "where can i keep my bike", A(["basement"])),
 (C, "3N", "any extra storage space?", A(["cage"])),
 (C, "2S", "does it have air conditioning", A(["window"])),
 (C, "3N", "is electricity included", A(["comed", "not included", "isn't included", "is not included", "you pay", "tenant", "resident", "your own", "you'd pay", "you would pay", "you'll pay", "responsible"])),
 (C, "2S", "how does the heat work, is it forced air", A(["radiator", "boiler"])),
 (C, "2S", "where do packages go, i get a ton of deliveries", A(["vestibule"])),
 (C, "3N", "do i have to shovel the sidewalk in winter", A(["we shovel", "owner shovels", "landlord shovels", "management shovels", "salt", "gangway", "back stairs", "taken care of", "handled by", "we handle", "we take care"])),
 (C, "2S", "can i put a little weber grill on the back porch", A(NO + ["no grills", "fire code", "fire"])),
 (C, "3N", "whats the late fee", A(["74.75", "$10"])),
 (C, "3N", "i might travel this summer, can i sublet for a couple months", A(["consent", "approval", "approve", "permission"])),
 (C, "2S", "could i airbnb the sunroom when im not using it", A(NO + ["no short-term", "no airbnb"])),
 (C, "3N", "is it a 12 month lease or can i do shorter", A(["12", "twelve"])),
 (C, "2S", "what happens if i get a job in another city and have to leave early", A(["500"])),
 (C, "3N", "does the fireplace in 3n actually work", A(["decorative", "non-working", "doesn't work", "does not work", "not working", "not functional", "isn't functional", "not a working", "isn't a working"])),
 (C, "2S", "i work from home, is there a good spot for a desk", A(["sunroom", "sun room"])),
 (C, "3N", "my mom wants to come stay for 2 weeks over christmas", A(["7", "seven", "21"])),
 (C, "2S", "how much renters insurance do i need", A(["50,000", "50000", "50k"])),
 (C, "3N", "can i smoke on the porch", A(NO + ["no smoking", "sidewalk", "15 feet"])),
 (C, "2S", "how many stairs up to 2S", A(["18", "eighteen"])),
 (C, "3N", "how much is it a month", A(["1,795", "1795"])),
 (C, "2S", "when was the kitchen updated", A(["2023"])),
 (C, "3N", "how warm do they keep it in the winter", A(["68"])),
]

# ---------------- compound_question ----------------
compound = [
 (D, "2", "is it still available and whats the rent", A(["available", "yes"], ["2,395", "2395"])),
 (D, "5", "how big is it and how many bedrooms", A(["1,480", "1480"], ["3", "three"])),
 (D, "2", "do u allow cats and is there a pet fee", A(["cat", "yes"], ["35", "300"])),
 (D, "5", "what utilities am i paying and is there ac", A(["electric", "gas", "internet"], ["central"])),
 (D, "2", "how much is the deposit and when do i get it back after", A(["2,395", "2395", "one month"], ["30", "thirty"])),
 (D, "5", "what day is trash pickup, and do i have to mow anything", A(["tuesday"], ["landscap", "weekly", "contractor", "crew", "we mow", "we handle", "landlord", "common lawn", "no mowing", "don't have to", "do not have to", "not responsible"])),
 (D, "2", "can i park 2 cars there? and where do guests park", A(["40", "driveway"], ["visitor"])),
 (D, "5", "lease length + how much notice to move out?", A(["12", "twelve"], ["60", "sixty"])),
 (D, "2", "can i smoke on the patio? also what are the quiet hours", A(NO + ["smoke-free", "smoke free", "no smoking"], ["10"])),
 (D, "5", "when's rent due and how do i pay it", A(["1st", "first"], ["portal", "buildium", "ach"])),
 (D, "2", "is laundry in unit and is there a dishwasher?", A(["washer", "stacked", "in-unit", "in unit"], ["dishwasher", "yes"])),
 (D, "5", "whats the late fee and is there any grace period", A(["50", "5%"], ["5th", "fifth"])),
 (D, "2", "can i sublet when i travel for work? and can my sister move in later on", A(NO + ["no subletting"], ["apply", "approved", "approval", "lease"])),
 (D, "5", "how much to break the lease early and how does renewal work", A(["one month", "1 month", "2,875", "2875"], ["75", "6 or 12", "6- or 12", "month-to-month", "month to month"])),
 (D, "2", "how do packages work, and where's the mailbox", A(["locker"], ["kiosk", "courtyard"])),
 (D, "5", "can i paint the walls? what happens with that when i move out", A(["approval", "permission", "approve", "consent"], ["alabaster", "250", "original"])),
 (D, "2", "does it have a fireplace? what kind of floors?", A(["fireplace", "yes"], ["vinyl", "carpet", "lvp"])),
 (D, "5", "whats the closest park and how far to the tennyson st shops", A(["rocky mountain lake"], ["three blocks", "3 blocks"])),
 (D, "2", "how many pets total can i have and is there a weight limit for dogs", A(["2", "two"], ["80"])),
 (D, "5", "do i need renters insurance? and do you guys do pest control", A(["100,000", "100000", "100k", "yes"], ["quarterly", "pest"])),
 (D, "2", "how long can guests stay and is there a lockout fee if i lose my keys at night", A(["10", "ten", "20", "twenty"], ["75"])),
 (D, "5", "what kind of water heater is it and is the thermostat a smart one", A(["tankless"], ["ecobee", "smart"])),
 (D, "2", "is unit 2 an end unit and how many baths", A(["end", "yes"], ["1.5", "one and a half", "1 and a half", "half bath"])),
 (D, "5", "rent, deposit, and pet rent for 1 dog?", A(["2,875", "2875"], ["one month", "1 month", "2,875", "2875", "equal to"], ["35"])),
 (D, "2", "whats in the garage, and how many remotes do i get", A(["hook", "bike", "one-car", "1-car", "one car", "opener"], ["two", "2"])),
 (C, "2S", "still available? how much", A(["available", "yes"], ["1,725", "1725"])),
 (C, "3N", "how many bedrooms & bathrooms", A(["2", "two"], ["1", "one"])),
 (C, "2S", "are cats ok? how many can i have", A(["yes", "allowed", "cats are", "welcome"], ["2", "two"])),
 (C, "3N", "what utilities are included and whos the electric company", A(["water", "gas", "heat"], ["comed"])),
 (C, "2S", "is there laundry and how much is a load", A(["basement"], ["2.25"])),
 (C, "3N", "parking? and how far is the train", A(["street", "permit"], ["blue line", "belmont"])),
 (C, "2S", "deposit amount and how long to get it back", A(["862.50", "862.5", "half"], ["45", "forty-five", "forty five"])),
 (C, "3N", "how much notice to move out and can it go month to month after", A(["30", "thirty"], ["100", "month-to-month", "month to month"])),
 (C, "2S", "when is rent due and can i pay with a card", A(["1st", "first"], ["not accept", "don't accept", "doesn't accept", "not accepted", "aren't accepted", "no credit", "zelle", "check", "don't take", "doesn't take"])),
 (C, "3N", "what are quiet hours on weekends and do i need rugs", A(["11"], ["rug"])),
 (C, "2S", "is there an elevator and what floor is 2s on", A(["no elevator", "walk-up", "walk up", "stairs", "steps", "flight"], ["second", "2nd"])),
 (C, "3N", "is there storage and where do bikes go", A(["cage"], ["rack", "basement"])),
 (C, "2S", "whats the late fee on 2S and is there a grace period", A(["71.25", "$10"], ["5th", "fifth"])),
 (C, "3N", "do you guys shovel the snow? and who deals with the ac units", A(["shovel", "salt", "sidewalk", "gangway"], ["install", "october", "we put", "owner", "landlord", "management", "we handle", "we take care"])),
 (C, "2S", "renters insurance?? and can i change the locks", A(["50,000", "50000", "50k"], ["consent", "permission", "approval"])),
 (C, "3N", "how long is the lease and what if i need to break it", A(["12", "twelve"], ["500", "re-let", "re-rent"])),
 (C, "2S", "does 2S have a dishwasher and when was the kitchen redone", A(["dishwasher", "yes"], ["2023"])),
 (C, "3N", "whats the pet rent for a cat, and is there a pet deposit too", A(["25"], ["no pet deposit", "no deposit", "there is no", "there's no", "isn't a", "is not a", "no separate", "not a pet deposit"])),
 (C, "2S", "where do packages go and hows trash handled", A(["vestibule"], ["alley", "wednesday"])),
 (C, "3N", "can friends crash for a week? and can i smoke on the porch", A(["7", "seven"], NO + ["sidewalk", "no smoking"])),
 (C, "2S", "who do i contact if theres a leak at 2am and how fast do normal repair requests get handled", A(["text", "24/7", "24 hours"], ["3", "three"])),
 (C, "3N", "how warm is the heat kept and is it included", A(["68"], ["included", "yes"])),
 (C, "2S", "sq footage and price?", A(["950"], ["1,725", "1725"])),
 (C, "3N", "can i paint and does the owner repaint before i move in", A(["consent", "permission", "approval"], ["repaint", "between"])),
 (C, "2S", "how many keys do i get and whats a replacement cost", A(["two", "2"], ["25"])),
]

# ---------------- unknown_fact ----------------
UNK = ["check", "find out", "not sure", "don't have", "do not have", "don't know", "ask", "manager", "confirm", "get back"]
def U(*none):
    e = {"outcome": "unknown_escalated", "mentionsAll": [UNK]}
    if none: e["mentionsNone"] = list(none)
    return e

unknown = [
 (D, "2", "is there a gym or fitness center in the community", U("yes, there is a gym", "fitness center is")),
 (D, "5", "whats the application fee", U("application fee is $")),
 (D, "5", "what elementary school would my kids go to", U("elementary school is")),
 (D, "2", "can i charge my tesla in the garage? is there an ev charger", U("yes, there is an ev charger", "the garage has a charger")),
 (D, "2", "who's the internet provider, is there fiber", U("fiber is available", "comcast is the")),
 (D, "5", "what year were the townhomes built", U("built in 1", "built in 2")),
 (D, "2", "does it come furnished", U("comes furnished", "fully furnished")),
 (D, "5", "what credit score do i need to get approved", U("minimum credit score is", "score of 6", "score of 7")),
 (D, "2", "do i need to make 3x the rent", U("3 times the rent is required", "you need to make 3x")),
 (D, "5", "is there a playground for the kids", U("yes, there is a playground")),
 (D, "5", "has the place been tested for radon", U("radon levels are")),
 (D, "2", "are there blinds on the windows or do i need to bring curtains", U()),
 (D, "2", "how tall is the garage door? i have a lifted truck", U("feet tall", "ft tall")),
 (D, "5", "can my dad cosign for me", U()),
 (D, "2", "any move in specials rn? like first month free", U("first month free")),
 (D, "5", "is there a hot tub anywhere on the property", U("yes, there is a hot tub")),
 (D, "2", "are there security cameras around the lot", U("cameras cover")),
 (D, "5", "do the bedrooms have ceiling fans", U("yes, the bedrooms have ceiling fans")),
 (D, "2", "do u get mountain views from the upstairs", U()),
 (D, "5", "is there a garbage disposal in the sink", U("yes, there is a garbage disposal")),
 (C, "2S", "how much is the app fee", U("application fee is $")),
 (C, "3N", "is there a gym nearby or in the building", U("yes, there is a gym")),
 (C, "2S", "whats the minimum credit score", U("minimum credit score is")),
 (C, "3N", "which internet providers service the building", U("rcn is", "comcast is", "at&t fiber is")),
 (C, "2S", "is the apartment furnished", U("comes furnished", "fully furnished")),
 (C, "3N", "do we get access to the roof", U("roof deck is")),
 (C, "2S", "how far is the nearest grocery store", U()),
 (C, "3N", "are there security cameras at the entrance", U("cameras cover")),
 (C, "2S", "does the kitchen sink have a garbage disposal", U("yes, there is a garbage disposal")),
 (C, "3N", "are the windows double pane? old buildings get drafty", U()),
 (C, "2S", "how big are the bedroom closets", U()),
 (C, "3N", "can i use a guarantor since im a student", U()),
 (C, "2S", "what school district is this", U()),
 (C, "3N", "is there any kind of move-in special", U("first month free")),
 (C, "2S", "roughly how much is the electric bill each month", U()),
 (C, "3N", "how high are the ceilings", U("foot ceilings", "ft ceilings")),
 (C, "2S", "is there a divvy bike station close by", U()),
 (C, "3N", "how old is the roof", U()),
 (C, "2S", "does the bathroom have a tub or just a shower", U()),
 (C, "3N", "is cable tv included or available", U()),
]

# ---------------- extraction_several ----------------
ASK = {
 "PETS": "Do you have any pets?",
 "MOVE_IN_DATE": "When are you hoping to move in?",
 "MONTHLY_INCOME": "What's your approximate monthly household income?",
 "TOTAL_RESIDENTS": "How many people, including you, would be living in the unit?",
 "SMOKING": "Does anyone in your household smoke?",
}
OPENERS = ["hi is this still available?", "hey is this place still open", "Hello, I saw the listing, is it available?",
           "still available??", "hi! interested in this one", "is the unit available"]
def hist(step, n):
    op = OPENERS[n % len(OPENERS)]
    if step == "PET_COUNT":
        return [{"role": "user", "text": op}, {"role": "assistant", "text": "Yes, it's available! Happy to help. Do you have any pets?"},
                {"role": "user", "text": "yes"}, {"role": "assistant", "text": "Got it. How many pets do you have?"}]
    return [{"role": "user", "text": op}, {"role": "assistant", "text": "Yes, it's available! Happy to help. " + ASK[step]}]

def inc(m):
    return {"min": round(m * 0.97), "max": round(m * 1.03)}
def day(d): return {"from": d, "to": d}
def rng(a, b): return {"from": a, "to": b}

ext_rows = [
 (D, "5", "PETS", "yep 1 dog, golden retriever ~70lb, nobody smokes, and it'd be me + my wife",
  {"pets": True, "dogCount": 1, "totalPetCount": 1, "smoking": False, "totalResidents": 2}),
 (D, "5", "MOVE_IN_DATE", "hoping for jan 15th. its me and two roommates and combined we bring in about 12k a month",
  {"moveInDate": day("2027-01-15"), "totalResidents": 3, "monthlyIncome": inc(12000)}),
 (D, "2", "MONTHLY_INCOME", "i make 85k a year, no pets, and id want to move in early feb",
  {"monthlyIncome": inc(85000 / 12), "pets": False, "moveInDate": rng("2027-02-01", "2027-02-10")}),
 (D, "5", "TOTAL_RESIDENTS", "4 of us (me, husband, 2 kids) plus a cat. none of us smoke",
  {"totalResidents": 4, "pets": True, "catCount": 1, "totalPetCount": 1, "smoking": False}),
 (D, "2", "SMOKING", "no smoking here. but i do have 2 cats lol",
  {"smoking": False, "pets": True, "catCount": 2, "totalPetCount": 2}),
 (D, "2", "PET_COUNT", "two - a beagle and a tabby. just me living there, looking at late december",
  {"pets": True, "dogCount": 1, "catCount": 1, "totalPetCount": 2, "totalResidents": 1, "moveInDate": rng("2026-12-21", "2026-12-31")}),
 (D, "2", "MOVE_IN_DATE", "march 1st ideally. im a nurse, $42/hr full time",
  {"moveInDate": day("2027-03-01"), "monthlyIncome": inc(42 * 40 * 52 / 12)}),
 (D, "2", "PETS", "No pets, I don't smoke, and it's just me.",
  {"pets": False, "smoking": False, "totalResidents": 1}),
 (D, "5", "MONTHLY_INCOME", "we make like 9200 a month together, would want to move mid jan",
  {"monthlyIncome": inc(9200), "moveInDate": rng("2027-01-11", "2027-01-20")}),
 (D, "2", "TOTAL_RESIDENTS", "just me and my son. we'd want to move in sometime in december",
  {"totalResidents": 2, "moveInDate": rng("2026-12-01", "2026-12-31")}),
 (D, "5", "SMOKING", "nope nobody smokes. it would be me, my girlfriend and her kid",
  {"smoking": False, "totalResidents": 3}),
 (D, "2", "PETS", "I have a 45 lb husky mix. I earn about $5,800/month. Moving in January.",
  {"pets": True, "dogCount": 1, "totalPetCount": 1, "monthlyIncome": inc(5800), "moveInDate": rng("2027-01-01", "2027-01-31")}),
 (D, "5", "MOVE_IN_DATE", "sometime in april, 3 people, no animals",
  {"moveInDate": rng("2027-04-01", "2027-04-30"), "totalResidents": 3, "pets": False}),
 (D, "2", "MONTHLY_INCOME", "around 6500 a month. 2 ppl. i do smoke but only outside if that matters",
  {"monthlyIncome": inc(6500), "totalResidents": 2, "smoking": True}),
 (D, "2", "PET_COUNT", "just the one dog. and we're hoping for early january",
  {"pets": True, "dogCount": 1, "totalPetCount": 1, "moveInDate": rng("2027-01-01", "2027-01-10")}),
 (D, "5", "TOTAL_RESIDENTS", "5 total, 2 adults 3 kids. we also have 2 small dogs",
  {"totalResidents": 5, "pets": True, "dogCount": 2, "totalPetCount": 2}),
 (D, "2", "PETS", "one cat. and i make about $1,300 a week if that helps",
  {"pets": True, "catCount": 1, "totalPetCount": 1, "monthlyIncome": inc(1300 * 52 / 12)}),
 (D, "5", "SMOKING", "i dont but my roommate smokes sometimes. therell be 2 of us",
  {"smoking": True, "totalResidents": 2}),
 (D, "2", "MOVE_IN_DATE", "the 1st of february works. im paid twice a month, 2,600 each check",
  {"moveInDate": day("2027-02-01"), "monthlyIncome": inc(5200)}),
 (D, "5", "MONTHLY_INCOME", "combined household is roughly 110k/yr. family of four, non-smokers",
  {"monthlyIncome": inc(110000 / 12), "totalResidents": 4, "smoking": False}),
 (C, "2S", "PETS", "just one cat! it'd be me and my roommate, looking to move early january",
  {"pets": True, "catCount": 1, "totalPetCount": 1, "totalResidents": 2, "moveInDate": rng("2027-01-01", "2027-01-10")}),
 (C, "3N", "MOVE_IN_DATE", "dec 15 if possible. i make 58k/yr",
  {"moveInDate": day("2026-12-15"), "monthlyIncome": inc(58000 / 12)}),
 (C, "2S", "MONTHLY_INCOME", "about 4,800/mo. no pets. just me",
  {"monthlyIncome": inc(4800), "pets": False, "totalResidents": 1}),
 (C, "3N", "TOTAL_RESIDENTS", "2 of us, plus our 2 cats",
  {"totalResidents": 2, "pets": True, "catCount": 2, "totalPetCount": 2}),
 (C, "2S", "PET_COUNT", "two cats, both indoor only. we're hoping to move in mid feb",
  {"pets": True, "catCount": 2, "totalPetCount": 2, "moveInDate": rng("2027-02-11", "2027-02-20")}),
 (C, "3N", "PETS", "no pets. moving late january, 3 roommates total including me",
  {"pets": False, "moveInDate": rng("2027-01-21", "2027-01-31"), "totalResidents": 3}),
 (C, "2S", "MOVE_IN_DATE", "February. Income is 2,200 biweekly.",
  {"moveInDate": rng("2027-02-01", "2027-02-28"), "monthlyIncome": inc(2200 * 26 / 12)}),
 (C, "3N", "MONTHLY_INCOME", "im a server so it varies but usually 3,500 to 4,000 a month, and it'd be me and my brother",
  {"monthlyIncome": {"min": 3500, "max": 4000}, "totalResidents": 2}),
 (C, "2S", "TOTAL_RESIDENTS", "just myself. no pets, want to move jan 1",
  {"totalResidents": 1, "pets": False, "moveInDate": day("2027-01-01")}),
 (C, "3N", "PETS", "1 cat named mochi. i earn $27 an hour, 40 hrs a week",
  {"pets": True, "catCount": 1, "totalPetCount": 1, "monthlyIncome": inc(27 * 40 * 52 / 12)}),
 (C, "2S", "MOVE_IN_DATE", "end of december or so, it'll be me n my husband",
  {"moveInDate": rng("2026-12-21", "2026-12-31"), "totalResidents": 2}),
 (C, "3N", "MONTHLY_INCOME", "we bring in about 7k combined, 2 people, no pets",
  {"monthlyIncome": inc(7000), "totalResidents": 2, "pets": False}),
 (C, "2S", "TOTAL_RESIDENTS", "three - me, my partner and our toddler. we'd like march",
  {"totalResidents": 3, "moveInDate": rng("2027-03-01", "2027-03-31")}),
 (C, "3N", "PETS", "nope no pets. fyi i make 95,000 a year",
  {"pets": False, "monthlyIncome": inc(95000 / 12)}),
 (C, "2S", "MOVE_IN_DATE", "early march, and we have 1 cat",
  {"moveInDate": rng("2027-03-01", "2027-03-10"), "pets": True, "catCount": 1, "totalPetCount": 1}),
 (C, "3N", "MONTHLY_INCOME", "5200 a month after taxes. me + 1 roommate. moving in mid january",
  {"monthlyIncome": inc(5200), "totalResidents": 2, "moveInDate": rng("2027-01-11", "2027-01-20")}),
 (C, "2S", "PET_COUNT", "2 cats. its just me btw",
  {"pets": True, "catCount": 2, "totalPetCount": 2, "totalResidents": 1}),
 (C, "3N", "TOTAL_RESIDENTS", "me and my 2 daughters, and i make about 3,900 every 2 weeks",
  {"totalResidents": 3, "monthlyIncome": inc(3900 * 26 / 12)}),
 (C, "2S", "PETS", "no animals. want to move december 1st. household income is around 6k",
  {"pets": False, "moveInDate": day("2026-12-01"), "monthlyIncome": inc(6000)}),
 (C, "3N", "MOVE_IN_DATE", "not until june honestly. its 2 of us w/ one cat",
  {"moveInDate": rng("2027-06-01", "2027-06-30"), "totalResidents": 2, "pets": True, "catCount": 1, "totalPetCount": 1}),
]
extraction = [(p, u, m, {"outcome": "extracted", "extracted": ex}, ctx(step, hist(step, i))) for i, (p, u, step, m, ex) in enumerate(ext_rows)]

sets = {"grounded_question": grounded, "compound_question": compound, "unknown_fact": unknown, "extraction_several": extraction}
os.makedirs(OUT, exist_ok=True)
for cat, rows in sets.items():
    cases = build(cat, rows)
    json.dump(cases, open(os.path.join(OUT, cat + ".json"), "w"), indent=1)
    print(cat, len(cases))
