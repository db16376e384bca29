// What each biotech and pharma company of the universe has in development or under review, so that an FDA
// row names a drug the company really works on, in a disease it really treats. Written by hand from the
// companies' public pipelines and press releases as of late 2025 (product names, development codes,
// indications); the emulator invents only the dates and the outcomes, never a real decision.
//
// `stage` says which events a programme can have: `filed` (under FDA review: a PDUFA date, sometimes an
// advisory committee), `phase3` (a pivotal readout, then the marketing application), `phase2` and
// `phase1` (a readout). Zoetis is left out: its animal-health approvals come from the FDA's veterinary
// centre, which the provider's FDA calendar does not cover.

export type TherapeuticArea =
  | 'oncology'
  | 'hematology'
  | 'immunology'
  | 'dermatology'
  | 'neurology'
  | 'psychiatry'
  | 'neuromuscular'
  | 'metabolic'
  | 'endocrinology'
  | 'cardiovascular'
  | 'renal'
  | 'respiratory'
  | 'hepatology'
  | 'infectious disease'
  | 'vaccines'
  | 'ophthalmology'
  | 'pain'
  | 'rare genetic disease'
  | "women's health";

export type Stage = 'filed' | 'phase3' | 'phase2' | 'phase1';

export interface Programme {
  drug: string;
  indication: string;
  stage: Stage;
}

export interface CompanyPipeline {
  areas: readonly TherapeuticArea[];
  programmes: readonly Programme[];
}

/** The area each indication of the tables belongs to: a programme fits its company when its area is listed. */
export const INDICATION_AREAS: Readonly<Record<string, TherapeuticArea>> = {
  // oncology
  'non-small cell lung cancer': 'oncology',
  'EGFR-mutated non-small cell lung cancer': 'oncology',
  'ROS1-positive non-small cell lung cancer': 'oncology',
  'ALK-positive non-small cell lung cancer': 'oncology',
  'KRAS G12C-mutated non-small cell lung cancer': 'oncology',
  'KRAS G12D-mutated non-small cell lung cancer': 'oncology',
  'squamous non-small cell lung cancer': 'oncology',
  'small cell lung cancer': 'oncology',
  'metastatic pancreatic cancer': 'oncology',
  'metastatic colorectal cancer': 'oncology',
  'HR-positive, HER2-negative breast cancer': 'oncology',
  'ESR1-mutated breast cancer': 'oncology',
  'HER2-positive early breast cancer': 'oncology',
  'HER2-positive breast cancer': 'oncology',
  'triple-negative breast cancer': 'oncology',
  'platinum-sensitive ovarian cancer': 'oncology',
  'endometrial cancer': 'oncology',
  'non-muscle invasive bladder cancer': 'oncology',
  'muscle-invasive bladder cancer': 'oncology',
  'metastatic hormone-sensitive prostate cancer': 'oncology',
  'HER2-positive gastroesophageal adenocarcinoma': 'oncology',
  'gastric cancer': 'oncology',
  'neuroendocrine tumors': 'oncology',
  'head and neck squamous cell carcinoma': 'oncology',
  'advanced melanoma': 'oncology',
  'adjuvant melanoma': 'oncology',
  'H3 K27M-mutant diffuse midline glioma': 'oncology',
  'multiple myeloma': 'oncology',
  'newly diagnosed multiple myeloma': 'oncology',
  'chronic lymphocytic leukemia': 'oncology',
  'acute myeloid leukemia': 'oncology',
  'follicular lymphoma': 'oncology',
  'diffuse large B-cell lymphoma': 'oncology',
  'marginal zone lymphoma': 'oncology',
  'squamous cell anal carcinoma': 'oncology',
  // hematology
  'sickle cell disease': 'hematology',
  'transfusion-dependent beta thalassemia': 'hematology',
  'hemophilia A': 'hematology',
  'hemophilia A or B with inhibitors': 'hematology',
  'immune thrombocytopenia': 'hematology',
  'polycythemia vera': 'hematology',
  myelofibrosis: 'hematology',
  'hemolytic disease of the fetus and newborn': 'hematology',
  // immunology
  'generalized myasthenia gravis': 'immunology',
  'seronegative generalized myasthenia gravis': 'immunology',
  'ocular myasthenia gravis': 'immunology',
  'chronic inflammatory demyelinating polyneuropathy (CIDP)': 'immunology',
  'idiopathic inflammatory myopathy': 'immunology',
  'multifocal motor neuropathy': 'immunology',
  "Sjögren's disease": 'immunology',
  'systemic lupus erythematosus': 'immunology',
  dermatomyositis: 'immunology',
  'non-infectious uveitis': 'immunology',
  'rheumatoid arthritis': 'immunology',
  'psoriatic arthritis': 'immunology',
  'giant cell arteritis': 'immunology',
  'ulcerative colitis': 'immunology',
  "Crohn's disease": 'immunology',
  'chronic spontaneous urticaria': 'immunology',
  'hereditary angioedema': 'immunology',
  'leukocyte adhesion deficiency-I': 'immunology',
  'antibody-mediated kidney transplant rejection': 'immunology',
  // dermatology
  'moderate-to-severe plaque psoriasis': 'dermatology',
  'atopic dermatitis': 'dermatology',
  'hidradenitis suppurativa': 'dermatology',
  'prurigo nodularis': 'dermatology',
  vitiligo: 'dermatology',
  'alopecia areata': 'dermatology',
  'bullous pemphigoid': 'dermatology',
  // neurology and psychiatry
  "early Alzheimer's disease": 'neurology',
  "preclinical Alzheimer's disease": 'neurology',
  "Parkinson's disease": 'neurology',
  'relapsing multiple sclerosis': 'neurology',
  'non-relapsing secondary progressive multiple sclerosis': 'neurology',
  'focal onset seizures': 'neurology',
  'narcolepsy type 1': 'neurology',
  'cataplexy in narcolepsy': 'neurology',
  'multiple system atrophy': 'neurology',
  'cerebral amyloid angiopathy': 'neurology',
  'pediatric migraine prevention': 'neurology',
  'dyskinetic cerebral palsy': 'neurology',
  schizophrenia: 'psychiatry',
  'major depressive disorder': 'psychiatry',
  'adjunctive treatment of major depressive disorder': 'psychiatry',
  "Alzheimer's disease agitation": 'psychiatry',
  "Alzheimer's disease psychosis": 'psychiatry',
  'attention deficit hyperactivity disorder': 'psychiatry',
  // neuromuscular
  'spinal muscular atrophy': 'neuromuscular',
  'Duchenne muscular dystrophy': 'neuromuscular',
  'limb-girdle muscular dystrophy': 'neuromuscular',
  'myotonic dystrophy type 1': 'neuromuscular',
  'FUS-associated amyotrophic lateral sclerosis': 'neuromuscular',
  // metabolic and endocrine
  obesity: 'metabolic',
  'type 2 diabetes': 'metabolic',
  'hypothalamic obesity': 'metabolic',
  'severe hypertriglyceridemia': 'metabolic',
  'homozygous familial hypercholesterolemia': 'metabolic',
  hypercholesterolemia: 'metabolic',
  'type 1 diabetes': 'endocrinology',
  acromegaly: 'endocrinology',
  'carcinoid syndrome': 'endocrinology',
  'congenital adrenal hyperplasia': 'endocrinology',
  hypoparathyroidism: 'endocrinology',
  'adult growth hormone deficiency': 'endocrinology',
  'autosomal dominant hypocalcemia type 1': 'endocrinology',
  "Graves' disease": 'endocrinology',
  'adrenal crisis': 'endocrinology',
  // cardiovascular and renal
  'transthyretin amyloid cardiomyopathy': 'cardiovascular',
  'obstructive hypertrophic cardiomyopathy': 'cardiovascular',
  'non-obstructive hypertrophic cardiomyopathy': 'cardiovascular',
  'heart failure with reduced ejection fraction': 'cardiovascular',
  'heart failure with preserved ejection fraction': 'cardiovascular',
  'uncontrolled hypertension': 'cardiovascular',
  'elevated lipoprotein(a)': 'cardiovascular',
  'pulmonary arterial hypertension': 'cardiovascular',
  'secondary stroke prevention': 'cardiovascular',
  'stroke prevention in atrial fibrillation': 'cardiovascular',
  'acute myocardial infarction': 'cardiovascular',
  'Danon disease': 'cardiovascular',
  'PKP2 arrhythmogenic cardiomyopathy': 'cardiovascular',
  'IgA nephropathy': 'renal',
  'C3 glomerulopathy': 'renal',
  'APOL1-mediated kidney disease': 'renal',
  'focal segmental glomerulosclerosis': 'renal',
  // respiratory, liver, infections, vaccines
  'chronic obstructive pulmonary disease': 'respiratory',
  'severe asthma with type 2 inflammation': 'respiratory',
  'chronic rhinosinusitis with nasal polyps': 'respiratory',
  'non-cystic fibrosis bronchiectasis': 'respiratory',
  'cystic fibrosis': 'respiratory',
  'idiopathic pulmonary fibrosis': 'respiratory',
  'pulmonary hypertension with interstitial lung disease': 'respiratory',
  'refractory chronic cough': 'respiratory',
  'MASH with compensated cirrhosis': 'hepatology',
  'metabolic dysfunction-associated steatohepatitis (MASH)': 'hepatology',
  'primary biliary cholangitis': 'hepatology',
  'HIV-1 pre-exposure prophylaxis': 'infectious disease',
  'HIV-1 infection': 'infectious disease',
  'chronic hepatitis B': 'infectious disease',
  'chronic hepatitis delta': 'infectious disease',
  'complicated urinary tract infection': 'infectious disease',
  'uncomplicated urogenital gonorrhea': 'infectious disease',
  'COVID-19': 'vaccines',
  'seasonal influenza': 'vaccines',
  'influenza and COVID-19': 'vaccines',
  'pneumococcal disease in adults': 'vaccines',
  'pneumococcal disease in infants': 'vaccines',
  'RSV prevention in infants': 'vaccines',
  // eyes, pain, rare genetic disease, women's health
  'geographic atrophy': 'ophthalmology',
  'thyroid eye disease': 'ophthalmology',
  'retinal vein occlusion': 'ophthalmology',
  'neurotrophic keratitis': 'ophthalmology',
  presbyopia: 'ophthalmology',
  'diabetic peripheral neuropathic pain': 'pain',
  'acute pain': 'pain',
  fibromyalgia: 'pain',
  achondroplasia: 'rare genetic disease',
  hypochondroplasia: 'rare genetic disease',
  'ENPP1 deficiency': 'rare genetic disease',
  'phenylketonuria in adolescents': 'rare genetic disease',
  'propionic acidemia': 'rare genetic disease',
  'alpha-1 antitrypsin deficiency': 'rare genetic disease',
  'glycogen storage disease type Ia': 'rare genetic disease',
  'Hunter syndrome (MPS II)': 'rare genetic disease',
  'Sanfilippo syndrome type A (MPS IIIA)': 'rare genetic disease',
  'hyperphagia in Prader-Willi syndrome': 'rare genetic disease',
  'Alexander disease': 'rare genetic disease',
  'Angelman syndrome': 'rare genetic disease',
  'fibrodysplasia ossificans progressiva': 'rare genetic disease',
  'postmenopausal osteoporosis': "women's health",
};

const p = (drug: string, indication: string, stage: Stage): Programme => ({ drug, indication, stage });

export const PIPELINES: Readonly<Record<string, CompanyPipeline>> = {
  LLY: {
    areas: ['metabolic', 'neurology', 'immunology', 'oncology', 'cardiovascular'],
    programmes: [
      p('orforglipron', 'obesity', 'filed'),
      p('orforglipron', 'type 2 diabetes', 'phase3'),
      p('retatrutide', 'obesity', 'phase3'),
      p('Zepbound (tirzepatide)', 'heart failure with preserved ejection fraction', 'filed'),
      p('Kisunla (donanemab)', "preclinical Alzheimer's disease", 'phase3'),
      p('lepodisiran', 'elevated lipoprotein(a)', 'phase3'),
      p('Jaypirca (pirtobrutinib)', 'chronic lymphocytic leukemia', 'filed'),
      p('imlunestrant', 'ESR1-mutated breast cancer', 'filed'),
      p('Omvoh (mirikizumab)', "Crohn's disease", 'phase3'),
    ],
  },
  JNJ: {
    areas: ['oncology', 'immunology', 'dermatology', 'psychiatry', 'hematology'],
    programmes: [
      p('icotrokinra', 'moderate-to-severe plaque psoriasis', 'filed'),
      p('icotrokinra', 'ulcerative colitis', 'phase3'),
      p('Tremfya (guselkumab)', 'psoriatic arthritis', 'filed'),
      p('nipocalimab (Imaavy)', 'hemolytic disease of the fetus and newborn', 'phase3'),
      p('Rybrevant (amivantamab) subcutaneous', 'EGFR-mutated non-small cell lung cancer', 'filed'),
      p('TAR-200 (gemcitabine intravesical system)', 'non-muscle invasive bladder cancer', 'filed'),
      p('Caplyta (lumateperone)', 'adjunctive treatment of major depressive disorder', 'filed'),
      p('seltorexant', 'major depressive disorder', 'phase3'),
      p('bleximenib', 'acute myeloid leukemia', 'phase2'),
    ],
  },
  ABBV: {
    areas: ['immunology', 'dermatology', 'neurology', 'oncology'],
    programmes: [
      p('Rinvoq (upadacitinib)', 'alopecia areata', 'phase3'),
      p('Rinvoq (upadacitinib)', 'systemic lupus erythematosus', 'phase3'),
      p('Rinvoq (upadacitinib)', 'vitiligo', 'filed'),
      p('Rinvoq (upadacitinib)', 'hidradenitis suppurativa', 'phase3'),
      p('tavapadon', "Parkinson's disease", 'filed'),
      p('Elahere (mirvetuximab soravtansine)', 'platinum-sensitive ovarian cancer', 'phase3'),
      p('telisotuzumab adizutecan (Temab-A)', 'metastatic colorectal cancer', 'phase3'),
    ],
  },
  MRK: {
    areas: ['oncology', 'cardiovascular', 'metabolic', 'vaccines', 'infectious disease', 'immunology'],
    programmes: [
      p('Winrevair (sotatercept)', 'pulmonary arterial hypertension', 'phase3'),
      p('enlicitide decanoate', 'hypercholesterolemia', 'filed'),
      p('doravirine/islatravir', 'HIV-1 infection', 'filed'),
      p('Enflonsia (clesrovimab)', 'RSV prevention in infants', 'filed'),
      p('Capvaxive (pneumococcal 21-valent conjugate vaccine)', 'pneumococcal disease in infants', 'phase3'),
      p('tulisokibart', 'ulcerative colitis', 'phase3'),
      p('sacituzumab tirumotecan', 'non-small cell lung cancer', 'phase3'),
      p('Keytruda (pembrolizumab)', 'head and neck squamous cell carcinoma', 'filed'),
    ],
  },
  PFE: {
    areas: ['oncology', 'hematology', 'metabolic', 'vaccines'],
    programmes: [
      p('vepdegestrant', 'ESR1-mutated breast cancer', 'filed'),
      p('sasanlimab', 'non-muscle invasive bladder cancer', 'filed'),
      p('Padcev (enfortumab vedotin)', 'muscle-invasive bladder cancer', 'filed'),
      p('sigvotatug vedotin', 'non-small cell lung cancer', 'phase3'),
      p('atirmociclib', 'HR-positive, HER2-negative breast cancer', 'phase3'),
      p('Hympavzi (marstacimab)', 'hemophilia A or B with inhibitors', 'filed'),
      p('MET-097i', 'obesity', 'phase2'),
    ],
  },
  AMGN: {
    areas: ['metabolic', 'cardiovascular', 'immunology', 'respiratory', 'dermatology', 'oncology'],
    programmes: [
      p('MariTide (maridebart cafraglutide)', 'obesity', 'phase3'),
      p('olpasiran', 'elevated lipoprotein(a)', 'phase3'),
      p('Uplizna (inebilizumab)', 'generalized myasthenia gravis', 'filed'),
      p('Tezspire (tezepelumab)', 'chronic rhinosinusitis with nasal polyps', 'filed'),
      p('rocatinlimab', 'atopic dermatitis', 'phase3'),
      p('Imdelltra (tarlatamab)', 'small cell lung cancer', 'phase3'),
      p('bemarituzumab', 'gastric cancer', 'phase3'),
    ],
  },
  GILD: {
    areas: ['infectious disease', 'oncology', 'hepatology'],
    programmes: [
      p('bictegravir/lenacapavir', 'HIV-1 infection', 'filed'),
      p('Yeztugo (lenacapavir)', 'HIV-1 pre-exposure prophylaxis', 'phase3'),
      p('Trodelvy (sacituzumab govitecan)', 'triple-negative breast cancer', 'filed'),
      p('anitocabtagene autoleucel', 'multiple myeloma', 'filed'),
      p('Livdelzi (seladelpar)', 'primary biliary cholangitis', 'phase3'),
      p('Hepcludex (bulevirtide)', 'chronic hepatitis delta', 'filed'),
    ],
  },
  BMY: {
    areas: ['oncology', 'immunology', 'psychiatry', 'cardiovascular', 'respiratory'],
    programmes: [
      p('Cobenfy (xanomeline and trospium chloride)', "Alzheimer's disease psychosis", 'phase3'),
      p('milvexian', 'secondary stroke prevention', 'phase3'),
      p('iberdomide', 'multiple myeloma', 'phase3'),
      p('mezigdomide', 'multiple myeloma', 'phase3'),
      p('Sotyktu (deucravacitinib)', 'psoriatic arthritis', 'filed'),
      p('Breyanzi (lisocabtagene maraleucel)', 'marginal zone lymphoma', 'filed'),
      p('admilparant', 'idiopathic pulmonary fibrosis', 'phase3'),
    ],
  },
  MRNA: {
    areas: ['vaccines', 'oncology', 'rare genetic disease'],
    programmes: [
      p('mRNA-1010', 'seasonal influenza', 'filed'),
      p('mRNA-1083', 'influenza and COVID-19', 'filed'),
      p('mNEXSPIKE (mRNA-1283)', 'COVID-19', 'filed'),
      p('intismeran autogene (mRNA-4157)', 'adjuvant melanoma', 'phase3'),
      p('mRNA-3927', 'propionic acidemia', 'phase2'),
    ],
  },
  VRTX: {
    areas: ['respiratory', 'hematology', 'pain', 'renal', 'endocrinology'],
    programmes: [
      p('Alyftrek (vanzacaftor/tezacaftor/deutivacaftor)', 'cystic fibrosis', 'filed'),
      p('Journavx (suzetrigine)', 'diabetic peripheral neuropathic pain', 'phase3'),
      p('Casgevy (exagamglogene autotemcel)', 'sickle cell disease', 'filed'),
      p('zimislecel', 'type 1 diabetes', 'phase3'),
      p('povetacicept', 'IgA nephropathy', 'filed'),
      p('inaxaplin', 'APOL1-mediated kidney disease', 'phase3'),
    ],
  },
  REGN: {
    areas: ['immunology', 'dermatology', 'respiratory', 'ophthalmology', 'oncology', 'rare genetic disease'],
    programmes: [
      p('Dupixent (dupilumab)', 'chronic spontaneous urticaria', 'filed'),
      p('Dupixent (dupilumab)', 'bullous pemphigoid', 'filed'),
      p('itepekimab', 'chronic obstructive pulmonary disease', 'phase3'),
      p('Eylea HD (aflibercept 8 mg)', 'retinal vein occlusion', 'filed'),
      p('Lynozyfic (linvoseltamab)', 'multiple myeloma', 'filed'),
      p('odronextamab', 'follicular lymphoma', 'filed'),
      p('fianlimab', 'advanced melanoma', 'phase3'),
      p('garetosmab', 'fibrodysplasia ossificans progressiva', 'phase3'),
    ],
  },
  BIIB: {
    areas: ['neurology', 'neuromuscular', 'immunology', 'renal'],
    programmes: [
      p('Leqembi (lecanemab) subcutaneous', "early Alzheimer's disease", 'filed'),
      p('Spinraza (nusinersen) high dose', 'spinal muscular atrophy', 'filed'),
      p('felzartamab', 'IgA nephropathy', 'phase3'),
      p('felzartamab', 'antibody-mediated kidney transplant rejection', 'phase3'),
      p('litifilimab', 'systemic lupus erythematosus', 'phase3'),
      p('dapirolizumab pegol', 'systemic lupus erythematosus', 'phase3'),
      p('BIIB080', "early Alzheimer's disease", 'phase2'),
    ],
  },
  ALNY: {
    areas: ['cardiovascular', 'neurology', 'infectious disease'],
    programmes: [
      p('nucresiran', 'transthyretin amyloid cardiomyopathy', 'phase3'),
      p('Amvuttra (vutrisiran)', 'transthyretin amyloid cardiomyopathy', 'filed'),
      p('zilebesiran', 'uncontrolled hypertension', 'phase3'),
      p('mivelsiran', 'cerebral amyloid angiopathy', 'phase2'),
      p('elebsiran', 'chronic hepatitis delta', 'phase2'),
    ],
  },
  ARGX: {
    areas: ['immunology', 'hematology'],
    programmes: [
      p('Vyvgart (efgartigimod alfa)', 'seronegative generalized myasthenia gravis', 'filed'),
      p(
        'Vyvgart Hytrulo (efgartigimod alfa and hyaluronidase)',
        'chronic inflammatory demyelinating polyneuropathy (CIDP)',
        'filed',
      ),
      p('efgartigimod alfa', 'ocular myasthenia gravis', 'phase3'),
      p('efgartigimod alfa', 'idiopathic inflammatory myopathy', 'phase3'),
      p('efgartigimod alfa', 'immune thrombocytopenia', 'phase3'),
      p('efgartigimod alfa', "Sjögren's disease", 'phase3'),
      p('empasiprubart', 'multifocal motor neuropathy', 'phase3'),
    ],
  },
  BNTX: {
    areas: ['oncology', 'vaccines'],
    programmes: [
      p('Comirnaty (COVID-19 vaccine, mRNA) 2026–2027 formula', 'COVID-19', 'filed'),
      p('pumitamig (BNT327)', 'small cell lung cancer', 'phase3'),
      p('pumitamig (BNT327)', 'triple-negative breast cancer', 'phase3'),
      p('trastuzumab pamirtecan (BNT323)', 'endometrial cancer', 'filed'),
      p('gotistobart (BNT316)', 'squamous non-small cell lung cancer', 'phase3'),
      p('autogene cevumeran', 'metastatic pancreatic cancer', 'phase2'),
    ],
  },
  INCY: {
    areas: ['dermatology', 'oncology', 'hematology'],
    programmes: [
      p('Opzelura (ruxolitinib) cream', 'prurigo nodularis', 'filed'),
      p('povorcitinib', 'hidradenitis suppurativa', 'filed'),
      p('povorcitinib', 'vitiligo', 'phase3'),
      p('Monjuvi (tafasitamab)', 'diffuse large B-cell lymphoma', 'phase3'),
      p('Zynyz (retifanlimab)', 'squamous cell anal carcinoma', 'filed'),
      p('INCA033989', 'myelofibrosis', 'phase1'),
    ],
  },
  EXEL: {
    areas: ['oncology'],
    programmes: [
      p('zanzalintinib', 'metastatic colorectal cancer', 'filed'),
      p('zanzalintinib', 'neuroendocrine tumors', 'phase3'),
      p('zanzalintinib', 'head and neck squamous cell carcinoma', 'phase3'),
    ],
  },
  BMRN: {
    areas: ['rare genetic disease', 'neuromuscular'],
    programmes: [
      p('Voxzogo (vosoritide)', 'hypochondroplasia', 'filed'),
      p('BMN 333', 'achondroplasia', 'phase2'),
      p('BMN 351', 'Duchenne muscular dystrophy', 'phase2'),
      p('Palynziq (pegvaliase)', 'phenylketonuria in adolescents', 'filed'),
      p('BMN 401', 'ENPP1 deficiency', 'phase3'),
    ],
  },
  NBIX: {
    areas: ['psychiatry', 'neurology', 'endocrinology'],
    programmes: [
      p('osavampator', 'adjunctive treatment of major depressive disorder', 'phase3'),
      p('direclidine (NBI-1117568)', 'schizophrenia', 'phase3'),
      p('Ingrezza (valbenazine)', 'dyskinetic cerebral palsy', 'phase3'),
      p('Crenessity (crinecerfont)', 'congenital adrenal hyperplasia', 'filed'),
    ],
  },
  IONS: {
    areas: ['metabolic', 'immunology', 'neuromuscular', 'rare genetic disease', 'infectious disease'],
    programmes: [
      p('Tryngolza (olezarsen)', 'severe hypertriglyceridemia', 'filed'),
      p('Dawnzera (donidalorsen)', 'hereditary angioedema', 'filed'),
      p('zilganersen', 'Alexander disease', 'phase3'),
      p('ION582', 'Angelman syndrome', 'phase3'),
      p('ulefnersen', 'FUS-associated amyotrophic lateral sclerosis', 'phase3'),
      p('bepirovirsen', 'chronic hepatitis B', 'phase3'),
    ],
  },
  SRPT: {
    areas: ['neuromuscular'],
    programmes: [
      p('Elevidys (delandistrogene moxeparvovec)', 'Duchenne muscular dystrophy', 'filed'),
      p('bidridistrogene xeboparvovec (SRP-9003)', 'limb-girdle muscular dystrophy', 'filed'),
      p('Amondys 45 (casimersen)', 'Duchenne muscular dystrophy', 'phase3'),
      p('SRP-1003', 'myotonic dystrophy type 1', 'phase2'),
    ],
  },
  UTHR: {
    areas: ['respiratory', 'cardiovascular'],
    programmes: [
      p('Tyvaso (treprostinil) inhalation solution', 'idiopathic pulmonary fibrosis', 'filed'),
      p('ralinepag', 'pulmonary arterial hypertension', 'phase3'),
    ],
  },
  INSM: {
    areas: ['respiratory', 'cardiovascular'],
    programmes: [
      p('Brinsupri (brensocatib)', 'non-cystic fibrosis bronchiectasis', 'filed'),
      p('brensocatib', 'chronic rhinosinusitis with nasal polyps', 'phase2'),
      p('treprostinil palmitil inhalation powder', 'pulmonary arterial hypertension', 'phase2'),
      p('treprostinil palmitil inhalation powder', 'pulmonary hypertension with interstitial lung disease', 'phase2'),
    ],
  },
  CRSP: {
    areas: ['hematology', 'cardiovascular', 'metabolic', 'immunology', 'endocrinology'],
    programmes: [
      p('Casgevy (exagamglogene autotemcel)', 'sickle cell disease', 'filed'),
      p('Casgevy (exagamglogene autotemcel)', 'transfusion-dependent beta thalassemia', 'filed'),
      p('CTX310', 'homozygous familial hypercholesterolemia', 'phase1'),
      p('CTX310', 'severe hypertriglyceridemia', 'phase1'),
      p('CTX320', 'elevated lipoprotein(a)', 'phase1'),
      p('CTX112', 'systemic lupus erythematosus', 'phase1'),
      p('CTX211', 'type 1 diabetes', 'phase1'),
    ],
  },
  BEAM: {
    areas: ['hematology', 'rare genetic disease'],
    programmes: [
      p('ristocabtagene autotemcel (BEAM-101)', 'sickle cell disease', 'phase2'),
      p('BEAM-302', 'alpha-1 antitrypsin deficiency', 'phase2'),
      p('BEAM-301', 'glycogen storage disease type Ia', 'phase1'),
    ],
  },
  NTLA: {
    areas: ['immunology', 'cardiovascular'],
    programmes: [
      p('lonvoguran ziclumeran (lonvo-z)', 'hereditary angioedema', 'phase3'),
      p('nexiguran ziclumeran (nex-z)', 'transthyretin amyloid cardiomyopathy', 'phase3'),
    ],
  },
  ARWR: {
    areas: ['metabolic', 'cardiovascular'],
    programmes: [
      p('Redemplo (plozasiran)', 'severe hypertriglyceridemia', 'phase3'),
      p('zodasiran', 'homozygous familial hypercholesterolemia', 'phase3'),
      p('ARO-INHBE', 'obesity', 'phase2'),
      p('ARO-ALK7', 'obesity', 'phase1'),
    ],
  },
  AXSM: {
    areas: ['psychiatry', 'neurology', 'pain'],
    programmes: [
      p('AXS-05 (dextromethorphan-bupropion)', "Alzheimer's disease agitation", 'filed'),
      p('AXS-14 (esreboxetine)', 'fibromyalgia', 'filed'),
      p('AXS-12 (reboxetine)', 'cataplexy in narcolepsy', 'filed'),
      p('solriamfetol', 'attention deficit hyperactivity disorder', 'phase3'),
    ],
  },
  KRYS: {
    areas: ['ophthalmology', 'respiratory', 'oncology', 'dermatology'],
    programmes: [
      p('KB801', 'neurotrophic keratitis', 'phase3'),
      p('KB407', 'cystic fibrosis', 'phase1'),
      p('KB707', 'non-small cell lung cancer', 'phase2'),
    ],
  },
  RYTM: {
    areas: ['metabolic'],
    programmes: [
      p('Imcivree (setmelanotide)', 'hypothalamic obesity', 'filed'),
      p('bivamelagon', 'hypothalamic obesity', 'phase3'),
    ],
  },
  MDGL: {
    areas: ['hepatology'],
    programmes: [
      p('Rezdiffra (resmetirom)', 'MASH with compensated cirrhosis', 'phase3'),
      p('MGL-2086', 'metabolic dysfunction-associated steatohepatitis (MASH)', 'phase1'),
    ],
  },
  VKTX: {
    areas: ['metabolic', 'hepatology'],
    programmes: [
      p('VK2735 subcutaneous', 'obesity', 'phase3'),
      p('VK2735 oral', 'obesity', 'phase2'),
      p('VK2809', 'metabolic dysfunction-associated steatohepatitis (MASH)', 'phase2'),
    ],
  },
  CYTK: {
    areas: ['cardiovascular'],
    programmes: [
      p('Myqorzo (aficamten)', 'obstructive hypertrophic cardiomyopathy', 'filed'),
      p('aficamten', 'non-obstructive hypertrophic cardiomyopathy', 'phase3'),
      p('omecamtiv mecarbil', 'heart failure with reduced ejection fraction', 'phase3'),
    ],
  },
  SMMT: {
    areas: ['oncology'],
    programmes: [
      p('ivonescimab', 'EGFR-mutated non-small cell lung cancer', 'filed'),
      p('ivonescimab', 'non-small cell lung cancer', 'phase3'),
      p('ivonescimab', 'metastatic colorectal cancer', 'phase3'),
    ],
  },
  ACAD: {
    areas: ['psychiatry', 'rare genetic disease'],
    programmes: [
      p('ACP-101 (carbetocin nasal spray)', 'hyperphagia in Prader-Willi syndrome', 'phase3'),
      p('ACP-204', "Alzheimer's disease psychosis", 'phase2'),
    ],
  },
  HALO: {
    areas: ['oncology', 'endocrinology'],
    programmes: [
      p('amivantamab and hyaluronidase (ENHANZE)', 'EGFR-mutated non-small cell lung cancer', 'filed'),
      p('hydrocortisone auto-injector (ATRS-1902)', 'adrenal crisis', 'filed'),
    ],
  },
  JAZZ: {
    areas: ['oncology', 'neurology'],
    programmes: [
      p('Ziihera (zanidatamab)', 'HER2-positive gastroesophageal adenocarcinoma', 'filed'),
      p('Modeyso (dordaviprone)', 'H3 K27M-mutant diffuse midline glioma', 'phase3'),
      p('Zepzelca (lurbinectedin)', 'small cell lung cancer', 'filed'),
    ],
  },
  NVAX: {
    areas: ['vaccines'],
    programmes: [
      p('Nuvaxovid (COVID-19 vaccine, adjuvanted) 2026–2027 formula', 'COVID-19', 'filed'),
      p('COVID-19-influenza combination vaccine (CIC)', 'influenza and COVID-19', 'phase3'),
    ],
  },
  LEGN: {
    areas: ['oncology'],
    programmes: [
      p('Carvykti (ciltacabtagene autoleucel)', 'newly diagnosed multiple myeloma', 'phase3'),
      p('Carvykti (ciltacabtagene autoleucel)', 'multiple myeloma', 'filed'),
    ],
  },
  APLS: {
    areas: ['ophthalmology', 'renal'],
    programmes: [
      p('Empaveli (pegcetacoplan)', 'C3 glomerulopathy', 'filed'),
      p('Syfovre (pegcetacoplan injection)', 'geographic atrophy', 'phase3'),
      p('APL-3007', 'geographic atrophy', 'phase2'),
    ],
  },
  IMVT: {
    areas: ['immunology', 'endocrinology', 'ophthalmology'],
    programmes: [
      p('IMVT-1402', "Graves' disease", 'phase3'),
      p('IMVT-1402', 'generalized myasthenia gravis', 'phase3'),
      p('IMVT-1402', 'rheumatoid arthritis', 'phase2'),
      p('batoclimab', 'thyroid eye disease', 'phase3'),
    ],
  },
  TGTX: {
    areas: ['neurology'],
    programmes: [
      p('Briumvi (ublituximab) subcutaneous', 'relapsing multiple sclerosis', 'phase3'),
      p('Briumvi (ublituximab)', 'relapsing multiple sclerosis', 'filed'),
    ],
  },
  ROIV: {
    areas: ['immunology', 'respiratory'],
    programmes: [
      p('brepocitinib', 'dermatomyositis', 'filed'),
      p('brepocitinib', 'non-infectious uveitis', 'phase3'),
      p('mosliciguat', 'pulmonary hypertension with interstitial lung disease', 'phase2'),
    ],
  },
  RVMD: {
    areas: ['oncology'],
    programmes: [
      p('daraxonrasib (RMC-6236)', 'metastatic pancreatic cancer', 'phase3'),
      p('daraxonrasib (RMC-6236)', 'non-small cell lung cancer', 'phase3'),
      p('zoldonrasib (RMC-9805)', 'KRAS G12D-mutated non-small cell lung cancer', 'phase2'),
      p('elironrasib (RMC-6291)', 'KRAS G12C-mutated non-small cell lung cancer', 'phase2'),
    ],
  },
  CRNX: {
    areas: ['endocrinology'],
    programmes: [
      p('Palsonify (paltusotine)', 'acromegaly', 'filed'),
      p('paltusotine', 'carcinoid syndrome', 'phase3'),
      p('atumelnant', 'congenital adrenal hyperplasia', 'phase3'),
    ],
  },
  DNLI: {
    areas: ['rare genetic disease', 'neurology'],
    programmes: [
      p('tividenofusp alfa', 'Hunter syndrome (MPS II)', 'filed'),
      p('DNL126', 'Sanfilippo syndrome type A (MPS IIIA)', 'phase2'),
      p('BIIB122', "Parkinson's disease", 'phase2'),
    ],
  },
  VRDN: {
    areas: ['ophthalmology'],
    programmes: [p('veligrotug', 'thyroid eye disease', 'filed'), p('VRDN-003', 'thyroid eye disease', 'phase3')],
  },
  PTGX: {
    areas: ['hematology', 'dermatology', 'immunology'],
    programmes: [
      p('rusfertide', 'polycythemia vera', 'filed'),
      p('icotrokinra', 'moderate-to-severe plaque psoriasis', 'filed'),
      p('icotrokinra', 'ulcerative colitis', 'phase3'),
    ],
  },
  VERA: {
    areas: ['renal'],
    programmes: [p('atacicept', 'IgA nephropathy', 'filed'), p('atacicept', 'focal segmental glomerulosclerosis', 'phase2')],
  },
  RCKT: {
    areas: ['immunology', 'cardiovascular'],
    programmes: [
      p('Kresladi (marnetegragene autotemcel)', 'leukocyte adhesion deficiency-I', 'filed'),
      p('RP-A501', 'Danon disease', 'phase2'),
      p('RP-A601', 'PKP2 arrhythmogenic cardiomyopathy', 'phase1'),
    ],
  },
  IOVA: {
    areas: ['oncology'],
    programmes: [
      p('Amtagvi (lifileucel)', 'advanced melanoma', 'phase3'),
      p('lifileucel', 'non-small cell lung cancer', 'phase2'),
    ],
  },
  PCVX: {
    areas: ['vaccines'],
    programmes: [
      p('VAX-31', 'pneumococcal disease in adults', 'phase3'),
      p('VAX-31', 'pneumococcal disease in infants', 'phase2'),
    ],
  },
  XENE: {
    areas: ['neurology', 'psychiatry'],
    programmes: [p('azetukalner', 'focal onset seizures', 'phase3'), p('azetukalner', 'major depressive disorder', 'phase3')],
  },
  ASND: {
    areas: ['endocrinology', 'rare genetic disease'],
    programmes: [
      p('TransCon CNP (navepegritide)', 'achondroplasia', 'filed'),
      p('Skytrofa (lonapegsomatropin)', 'adult growth hormone deficiency', 'filed'),
      p('Yorvipath (palopegteriparatide)', 'hypoparathyroidism', 'phase3'),
    ],
  },
  NUVL: {
    areas: ['oncology'],
    programmes: [
      p('zidesamtinib', 'ROS1-positive non-small cell lung cancer', 'filed'),
      p('neladalkib', 'ALK-positive non-small cell lung cancer', 'phase3'),
    ],
  },
  BBIO: {
    areas: ['cardiovascular', 'endocrinology', 'neuromuscular', 'rare genetic disease'],
    programmes: [
      p('Attruby (acoramidis)', 'transthyretin amyloid cardiomyopathy', 'phase3'),
      p('encaleret', 'autosomal dominant hypocalcemia type 1', 'filed'),
      p('BBP-418', 'limb-girdle muscular dystrophy', 'filed'),
      p('infigratinib', 'achondroplasia', 'phase3'),
    ],
  },
  SRRK: {
    areas: ['neuromuscular', 'metabolic'],
    programmes: [p('apitegromab', 'spinal muscular atrophy', 'filed'), p('apitegromab', 'obesity', 'phase2')],
  },
  ALKS: {
    areas: ['neurology', 'psychiatry'],
    programmes: [
      p('alixorexton (ALKS 2680)', 'narcolepsy type 1', 'phase3'),
      p('alixorexton (ALKS 2680)', 'cataplexy in narcolepsy', 'phase2'),
    ],
  },
  AZN: {
    areas: ['oncology', 'cardiovascular', 'respiratory', 'immunology', 'endocrinology'],
    programmes: [
      p('Datroway (datopotamab deruxtecan)', 'triple-negative breast cancer', 'phase3'),
      p('camizestrant', 'ESR1-mutated breast cancer', 'filed'),
      p('baxdrostat', 'uncontrolled hypertension', 'filed'),
      p('Enhertu (trastuzumab deruxtecan)', 'HER2-positive early breast cancer', 'filed'),
      p('Imfinzi (durvalumab)', 'gastric cancer', 'filed'),
      p('tozorakimab', 'chronic obstructive pulmonary disease', 'phase3'),
      p('gefurulimab', 'generalized myasthenia gravis', 'filed'),
      p('eneboparatide', 'hypoparathyroidism', 'phase3'),
    ],
  },
  NVO: {
    areas: ['metabolic', 'hematology', 'cardiovascular'],
    programmes: [
      p('Wegovy (semaglutide) 7.2 mg', 'obesity', 'filed'),
      p('CagriSema (cagrilintide and semaglutide)', 'obesity', 'filed'),
      p('amycretin', 'obesity', 'phase3'),
      p('oral semaglutide 25 mg', 'obesity', 'filed'),
      p('denecimig (Mim8)', 'hemophilia A', 'filed'),
      p('ziltivekimab', 'heart failure with preserved ejection fraction', 'phase3'),
    ],
  },
  SNY: {
    areas: ['immunology', 'dermatology', 'neurology', 'respiratory', 'hematology'],
    programmes: [
      p('amlitelimab', 'atopic dermatitis', 'phase3'),
      p('tolebrutinib', 'non-relapsing secondary progressive multiple sclerosis', 'filed'),
      p('itepekimab', 'chronic obstructive pulmonary disease', 'phase3'),
      p('duvakitug', 'ulcerative colitis', 'phase3'),
      p('Wayrilz (rilzabrutinib)', 'immune thrombocytopenia', 'filed'),
      p('riliprubart', 'chronic inflammatory demyelinating polyneuropathy (CIDP)', 'phase3'),
    ],
  },
  GSK: {
    areas: ['respiratory', 'infectious disease', 'oncology'],
    programmes: [
      p('Blenrep (belantamab mafodotin)', 'multiple myeloma', 'filed'),
      p('depemokimab', 'severe asthma with type 2 inflammation', 'filed'),
      p('depemokimab', 'chronic rhinosinusitis with nasal polyps', 'filed'),
      p('tebipenem HBr', 'complicated urinary tract infection', 'filed'),
      p('Blujepa (gepotidacin)', 'uncomplicated urogenital gonorrhea', 'filed'),
      p('bepirovirsen', 'chronic hepatitis B', 'phase3'),
      p('camlipixant', 'refractory chronic cough', 'phase3'),
    ],
  },
  NVS: {
    areas: ['renal', 'immunology', 'oncology', 'cardiovascular', 'neuromuscular'],
    programmes: [
      p('Fabhalta (iptacopan)', 'IgA nephropathy', 'filed'),
      p('ianalumab', "Sjögren's disease", 'filed'),
      p('remibrutinib', 'chronic spontaneous urticaria', 'filed'),
      p('Pluvicto (lutetium Lu 177 vipivotide tetraxetan)', 'metastatic hormone-sensitive prostate cancer', 'filed'),
      p('pelacarsen', 'elevated lipoprotein(a)', 'phase3'),
      p('abelacimab', 'stroke prevention in atrial fibrillation', 'phase3'),
      p('Itvisma (onasemnogene abeparvovec) intrathecal', 'spinal muscular atrophy', 'filed'),
    ],
  },
  TEVA: {
    areas: ['psychiatry', 'immunology', 'neurology'],
    programmes: [
      p('olanzapine extended-release injectable (TEV-749)', 'schizophrenia', 'filed'),
      p('duvakitug', "Crohn's disease", 'phase3'),
      p('emrusolmin', 'multiple system atrophy', 'phase2'),
      p('Ajovy (fremanezumab)', 'pediatric migraine prevention', 'filed'),
    ],
  },
  VTRS: {
    areas: ['ophthalmology', 'pain', 'cardiovascular', 'immunology'],
    programmes: [
      p('MR-141 (phentolamine ophthalmic solution)', 'presbyopia', 'filed'),
      p('MR-107A-02 (fast-acting meloxicam)', 'acute pain', 'filed'),
      p('selatogrel', 'acute myocardial infarction', 'phase3'),
      p('cenerimod', 'systemic lupus erythematosus', 'phase3'),
    ],
  },
  OGN: {
    areas: ["women's health", 'oncology', 'dermatology'],
    programmes: [
      p('HLX14 (denosumab biosimilar)', 'postmenopausal osteoporosis', 'filed'),
      p('HLX11 (pertuzumab biosimilar)', 'HER2-positive breast cancer', 'filed'),
      p('Vtama (tapinarof) cream', 'atopic dermatitis', 'phase3'),
    ],
  },
};
